// A thin bar along the top edge while the next page (or a revalidation) loads; it fades in after
// a short delay so fast navigations do not flash.
import { useNavigation, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NavigationProgress() {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { t } = useTranslation('common');
  if (navigation.state === 'idle' && revalidator.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label={t('app.loading')} className="animate-fade-in pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] overflow-hidden">
      <div className="animate-progress h-full w-full origin-left bg-brand-ink" />
    </div>
  );
}
