import { formatSom } from '@dastarkhan/domain/money';
import { useLanguage } from '../lib/use-language.ts';

/** An amount in so'm, grouped by thousands, with the currency label of the current language. */
export function Money({ som, className }: { som: number; className?: string }) {
  const language = useLanguage();
  return (
    <span className={`whitespace-nowrap tabular-nums ${className ?? ''}`}>
      {formatSom(som, language)}
    </span>
  );
}
