// Texts of the stories row on the home page and the full-screen story viewer in every interface
// language: the i18next namespace `stories`. English defines the keys; the type makes every language complete.
import type { Language } from '@dastarkhan/domain/i18n';

const eng = {
  row: {
    label: 'Stories',
    open: 'Open the story “{{title}}”',
    openSeen: 'Open the story “{{title}}” (seen)',
  },
  viewer: {
    label: 'Story “{{title}}”',
    hint: 'Tap the right side for the next slide and the left side for the previous one, hold to pause, swipe sideways for another story, swipe down to close.',
    slide: 'Slide {{current}} of {{total}}',
    close: 'Close',
    pause: 'Pause',
    play: 'Play',
    previous: 'Previous slide',
    next: 'Next slide',
    openLink: 'Open',
  },
};

export type StoriesMessages = typeof eng;

const ru: StoriesMessages = {
  row: {
    label: 'Истории',
    open: 'Открыть историю «{{title}}»',
    openSeen: 'Открыть историю «{{title}}» (просмотрена)',
  },
  viewer: {
    label: 'История «{{title}}»',
    hint: 'Нажмите справа — следующий слайд, слева — предыдущий, удерживайте, чтобы остановить, смахните в сторону — другая история, вниз — закрыть.',
    slide: 'Слайд {{current}} из {{total}}',
    close: 'Закрыть',
    pause: 'Пауза',
    play: 'Продолжить',
    previous: 'Предыдущий слайд',
    next: 'Следующий слайд',
    openLink: 'Открыть',
  },
};

const uz: StoriesMessages = {
  row: {
    label: 'Hikoyalar',
    open: '“{{title}}” hikoyasini ochish',
    openSeen: '“{{title}}” hikoyasini ochish (ko‘rilgan)',
  },
  viewer: {
    label: '“{{title}}” hikoyasi',
    hint: 'Keyingi slayd uchun o‘ng tomonga, oldingisi uchun chap tomonga bosing, to‘xtatish uchun bosib turing, boshqa hikoya uchun yonga, yopish uchun pastga suring.',
    slide: '{{total}} tadan {{current}}-slayd',
    close: 'Yopish',
    pause: 'To‘xtatish',
    play: 'Davom ettirish',
    previous: 'Oldingi slayd',
    next: 'Keyingi slayd',
    openLink: 'Ochish',
  },
};

const kz: StoriesMessages = {
  row: {
    label: 'Оқиғалар',
    open: '«{{title}}» оқиғасын ашу',
    openSeen: '«{{title}}» оқиғасын ашу (қаралған)',
  },
  viewer: {
    label: '«{{title}}» оқиғасы',
    hint: 'Келесі слайд үшін оң жағын, алдыңғысы үшін сол жағын басыңыз, тоқтату үшін басып тұрыңыз, басқа оқиға үшін жанға, жабу үшін төмен сырғытыңыз.',
    slide: '{{total}} слайдтың {{current}}-сі',
    close: 'Жабу',
    pause: 'Кідірту',
    play: 'Жалғастыру',
    previous: 'Алдыңғы слайд',
    next: 'Келесі слайд',
    openLink: 'Ашу',
  },
};

const tr: StoriesMessages = {
  row: {
    label: 'Hikâyeler',
    open: '“{{title}}” hikâyesini aç',
    openSeen: '“{{title}}” hikâyesini aç (görüldü)',
  },
  viewer: {
    label: '“{{title}}” hikâyesi',
    hint: 'Sonraki slayt için sağa, önceki için sola dokunun, durdurmak için basılı tutun, başka hikâye için yana, kapatmak için aşağı kaydırın.',
    slide: 'Slayt {{current}} / {{total}}',
    close: 'Kapat',
    pause: 'Duraklat',
    play: 'Oynat',
    previous: 'Önceki slayt',
    next: 'Sonraki slayt',
    openLink: 'Aç',
  },
};

const zh: StoriesMessages = {
  row: {
    label: '快拍',
    open: '打开快拍“{{title}}”',
    openSeen: '打开快拍“{{title}}”（已看过）',
  },
  viewer: {
    label: '快拍“{{title}}”',
    hint: '点击右侧看下一张，点击左侧看上一张，按住暂停，左右滑动切换快拍，向下滑动关闭。',
    slide: '第 {{current}} 张，共 {{total}} 张',
    close: '关闭',
    pause: '暂停',
    play: '播放',
    previous: '上一张',
    next: '下一张',
    openLink: '打开',
  },
};

const ar: StoriesMessages = {
  row: {
    label: 'القصص',
    open: 'افتح القصة «{{title}}»',
    openSeen: 'افتح القصة «{{title}}» (تمت مشاهدتها)',
  },
  viewer: {
    label: 'القصة «{{title}}»',
    hint: 'اضغط على الجانب الأيسر للشريحة التالية والأيمن للسابقة، واضغط مطولًا للإيقاف، واسحب جانبًا لقصة أخرى، واسحب للأسفل للإغلاق.',
    slide: 'الشريحة {{current}} من {{total}}',
    close: 'إغلاق',
    pause: 'إيقاف مؤقت',
    play: 'تشغيل',
    previous: 'الشريحة السابقة',
    next: 'الشريحة التالية',
    openLink: 'فتح',
  },
};

export const storiesMessages: Record<Language, StoriesMessages> = { uz, ru, eng, kz, tr, zh, ar };
