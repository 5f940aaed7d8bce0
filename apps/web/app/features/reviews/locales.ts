// Texts of reviews (rating a completed order and its products, the grades on product cards and the
// product page) in every interface language: the i18next namespace `reviews`. English defines the keys.
// `grade.ratings` carries every plural form i18next may ask for in any of the languages (Arabic uses
// all six, Russian one/few/many/other), so each language has the same keys; unused forms are harmless.
import type { Language } from '@dastarkhan/domain/i18n';

const eng = {
  form: {
    title: 'Rate your order',
    intro: 'How was everything? It takes a few seconds and helps us get better.',
    orderGrade: 'Your rating of the order',
    comment: 'Comment',
    optional: 'optional',
    commentPlaceholder: 'What did you like? What could be better?',
    products: 'Rate what you ordered',
    productGrade: 'Rating of {{name}}',
    productComment: 'Add a comment',
    submit: 'Send rating',
    submitting: 'Sending…',
  },
  done: {
    title: 'Thank you for your rating!',
    intro: 'Your rating of this order:',
    orderGrade: 'Order',
  },
  stars: {
    value: '{{value}} of {{max}}',
  },
  grade: {
    average: 'Rated {{grade}} out of 5',
    ratings_zero: '{{count}} ratings',
    ratings_one: '{{count}} rating',
    ratings_two: '{{count}} ratings',
    ratings_few: '{{count}} ratings',
    ratings_many: '{{count}} ratings',
    ratings_other: '{{count}} ratings',
  },
  errors: {
    gradeRequired: 'Choose from 1 to 5 stars for the order.',
    notReviewable: 'An order can be rated once it is completed.',
    alreadyReviewed: 'This order has already been rated.',
    invalid: 'Something in the rating could not be saved: check the stars and shorten long comments.',
    generic: 'The rating could not be sent. Please try again.',
  },
};

export type ReviewsMessages = typeof eng;

const ru: ReviewsMessages = {
  form: {
    title: 'Оцените заказ',
    intro: 'Как всё прошло? Это займёт пару секунд и поможет нам стать лучше.',
    orderGrade: 'Ваша оценка заказа',
    comment: 'Комментарий',
    optional: 'необязательно',
    commentPlaceholder: 'Что понравилось? Что можно улучшить?',
    products: 'Оцените, что заказали',
    productGrade: 'Оценка: {{name}}',
    productComment: 'Добавить комментарий',
    submit: 'Отправить оценку',
    submitting: 'Отправляем…',
  },
  done: {
    title: 'Спасибо за оценку!',
    intro: 'Ваша оценка этого заказа:',
    orderGrade: 'Заказ',
  },
  stars: {
    value: '{{value}} из {{max}}',
  },
  grade: {
    average: 'Оценка {{grade}} из 5',
    ratings_zero: '{{count}} оценок',
    ratings_one: '{{count}} оценка',
    ratings_two: '{{count}} оценки',
    ratings_few: '{{count}} оценки',
    ratings_many: '{{count}} оценок',
    ratings_other: '{{count}} оценки',
  },
  errors: {
    gradeRequired: 'Поставьте заказу от 1 до 5 звёзд.',
    notReviewable: 'Оценить заказ можно после его завершения.',
    alreadyReviewed: 'Этот заказ уже оценён.',
    invalid: 'Не удалось сохранить оценку: проверьте звёзды и сократите длинные комментарии.',
    generic: 'Не удалось отправить оценку. Попробуйте ещё раз.',
  },
};

const uz: ReviewsMessages = {
  form: {
    title: 'Buyurtmani baholang',
    intro: "Hammasi qanday o'tdi? Bu bir necha soniya oladi va bizga yaxshilanishga yordam beradi.",
    orderGrade: 'Buyurtmaga bahoyingiz',
    comment: 'Izoh',
    optional: 'ixtiyoriy',
    commentPlaceholder: "Nima yoqdi? Nimani yaxshilash mumkin?",
    products: "Buyurtma qilganlaringizni baholang",
    productGrade: '{{name}} bahosi',
    productComment: "Izoh qo'shish",
    submit: 'Bahoni yuborish',
    submitting: 'Yuborilmoqda…',
  },
  done: {
    title: 'Bahoingiz uchun rahmat!',
    intro: 'Bu buyurtmaga bahoyingiz:',
    orderGrade: 'Buyurtma',
  },
  stars: {
    value: '{{max}} dan {{value}}',
  },
  grade: {
    average: '5 dan {{grade}} baho',
    ratings_zero: '{{count}} ta baho',
    ratings_one: '{{count}} ta baho',
    ratings_two: '{{count}} ta baho',
    ratings_few: '{{count}} ta baho',
    ratings_many: '{{count}} ta baho',
    ratings_other: '{{count}} ta baho',
  },
  errors: {
    gradeRequired: "Buyurtmaga 1 dan 5 gacha yulduz qo'ying.",
    notReviewable: 'Buyurtmani u yakunlangandan keyin baholash mumkin.',
    alreadyReviewed: 'Bu buyurtma allaqachon baholangan.',
    invalid: "Bahoni saqlab bo'lmadi: yulduzlarni tekshiring va uzun izohlarni qisqartiring.",
    generic: "Bahoni yuborib bo'lmadi. Qaytadan urinib ko'ring.",
  },
};

const kz: ReviewsMessages = {
  form: {
    title: 'Тапсырысты бағалаңыз',
    intro: 'Бәрі қалай өтті? Бұл бірнеше секунд алады және бізге жақсаруға көмектеседі.',
    orderGrade: 'Тапсырысқа бағаңыз',
    comment: 'Пікір',
    optional: 'міндетті емес',
    commentPlaceholder: 'Не ұнады? Нені жақсартуға болады?',
    products: 'Тапсырыс бергендеріңізді бағалаңыз',
    productGrade: '{{name}} бағасы',
    productComment: 'Пікір қосу',
    submit: 'Бағаны жіберу',
    submitting: 'Жіберілуде…',
  },
  done: {
    title: 'Бағаңызға рахмет!',
    intro: 'Осы тапсырысқа бағаңыз:',
    orderGrade: 'Тапсырыс',
  },
  stars: {
    value: '{{max}} ішінен {{value}}',
  },
  grade: {
    average: '5 ішінен {{grade}} баға',
    ratings_zero: '{{count}} баға',
    ratings_one: '{{count}} баға',
    ratings_two: '{{count}} баға',
    ratings_few: '{{count}} баға',
    ratings_many: '{{count}} баға',
    ratings_other: '{{count}} баға',
  },
  errors: {
    gradeRequired: 'Тапсырысқа 1-ден 5-ке дейін жұлдыз қойыңыз.',
    notReviewable: 'Тапсырысты ол аяқталғаннан кейін бағалауға болады.',
    alreadyReviewed: 'Бұл тапсырыс бағаланып қойған.',
    invalid: 'Бағаны сақтау мүмкін болмады: жұлдыздарды тексеріп, ұзын пікірлерді қысқартыңыз.',
    generic: 'Бағаны жіберу мүмкін болмады. Қайталап көріңіз.',
  },
};

const tr: ReviewsMessages = {
  form: {
    title: 'Siparişinizi değerlendirin',
    intro: 'Her şey nasıldı? Birkaç saniye sürer ve daha iyi olmamıza yardımcı olur.',
    orderGrade: 'Siparişe puanınız',
    comment: 'Yorum',
    optional: 'isteğe bağlı',
    commentPlaceholder: 'Neyi beğendiniz? Ne daha iyi olabilir?',
    products: 'Sipariş ettiklerinizi değerlendirin',
    productGrade: '{{name}} puanı',
    productComment: 'Yorum ekle',
    submit: 'Puanı gönder',
    submitting: 'Gönderiliyor…',
  },
  done: {
    title: 'Değerlendirmeniz için teşekkürler!',
    intro: 'Bu siparişe verdiğiniz puan:',
    orderGrade: 'Sipariş',
  },
  stars: {
    value: '{{max}} üzerinden {{value}}',
  },
  grade: {
    average: '5 üzerinden {{grade}} puan',
    ratings_zero: '{{count}} değerlendirme',
    ratings_one: '{{count}} değerlendirme',
    ratings_two: '{{count}} değerlendirme',
    ratings_few: '{{count}} değerlendirme',
    ratings_many: '{{count}} değerlendirme',
    ratings_other: '{{count}} değerlendirme',
  },
  errors: {
    gradeRequired: 'Sipariş için 1 ile 5 arasında yıldız seçin.',
    notReviewable: 'Sipariş tamamlandıktan sonra değerlendirilebilir.',
    alreadyReviewed: 'Bu sipariş zaten değerlendirildi.',
    invalid: 'Değerlendirme kaydedilemedi: yıldızları kontrol edin ve uzun yorumları kısaltın.',
    generic: 'Değerlendirme gönderilemedi. Lütfen tekrar deneyin.',
  },
};

const zh: ReviewsMessages = {
  form: {
    title: '为订单评分',
    intro: '一切还好吗？只需几秒钟，还能帮助我们改进。',
    orderGrade: '您对订单的评分',
    comment: '评论',
    optional: '可选',
    commentPlaceholder: '您喜欢什么？哪里可以做得更好？',
    products: '为所点商品评分',
    productGrade: '{{name}} 的评分',
    productComment: '添加评论',
    submit: '提交评分',
    submitting: '正在提交…',
  },
  done: {
    title: '感谢您的评分！',
    intro: '您对此订单的评分：',
    orderGrade: '订单',
  },
  stars: {
    value: '{{value}} / {{max}}',
  },
  grade: {
    average: '评分 {{grade}} / 5',
    ratings_zero: '{{count}} 条评分',
    ratings_one: '{{count}} 条评分',
    ratings_two: '{{count}} 条评分',
    ratings_few: '{{count}} 条评分',
    ratings_many: '{{count}} 条评分',
    ratings_other: '{{count}} 条评分',
  },
  errors: {
    gradeRequired: '请为订单选择 1 到 5 颗星。',
    notReviewable: '订单完成后才能评分。',
    alreadyReviewed: '此订单已评分。',
    invalid: '评分未能保存：请检查星级并缩短过长的评论。',
    generic: '评分未能发送，请重试。',
  },
};

const ar: ReviewsMessages = {
  form: {
    title: 'قيّم طلبك',
    intro: 'كيف كان كل شيء؟ يستغرق الأمر ثوانٍ ويساعدنا على التحسن.',
    orderGrade: 'تقييمك للطلب',
    comment: 'تعليق',
    optional: 'اختياري',
    commentPlaceholder: 'ما الذي أعجبك؟ وما الذي يمكن تحسينه؟',
    products: 'قيّم ما طلبته',
    productGrade: 'تقييم {{name}}',
    productComment: 'أضف تعليقًا',
    submit: 'أرسل التقييم',
    submitting: 'جارٍ الإرسال…',
  },
  done: {
    title: 'شكرًا على تقييمك!',
    intro: 'تقييمك لهذا الطلب:',
    orderGrade: 'الطلب',
  },
  stars: {
    value: '{{value}} من {{max}}',
  },
  grade: {
    average: 'التقييم {{grade}} من 5',
    ratings_zero: '{{count}} تقييم',
    ratings_one: 'تقييم واحد ({{count}})',
    ratings_two: 'تقييمان ({{count}})',
    ratings_few: '{{count}} تقييمات',
    ratings_many: '{{count}} تقييمًا',
    ratings_other: '{{count}} تقييم',
  },
  errors: {
    gradeRequired: 'اختر من 1 إلى 5 نجوم للطلب.',
    notReviewable: 'يمكن تقييم الطلب بعد اكتماله.',
    alreadyReviewed: 'تم تقييم هذا الطلب بالفعل.',
    invalid: 'تعذّر حفظ التقييم: تحقق من النجوم واختصر التعليقات الطويلة.',
    generic: 'تعذّر إرسال التقييم. حاول مرة أخرى.',
  },
};

export const reviewsMessages: Record<Language, ReviewsMessages> = { uz, ru, eng, kz, tr, zh, ar };
