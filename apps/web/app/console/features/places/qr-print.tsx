// The printable sheet of a branch's table QR codes: a grid of cards (brand, QR image from the API, table
// number), shown over the page; printing hides everything else (the console's chrome included).
import type { PlacesHall } from '@dastarkhan/domain/contracts/console-places';
import { Button } from '../../../ui/button.tsx';
import { CONSOLE_API_PREFIX } from '../../lib/console-paths.ts';
import { useConsoleT } from '../../lib/console-i18n.ts';

// Only the sheet is printed: the rest of the document is hidden, the sheet laid out from the page's corner.
const PRINT_CSS = `
@media print {
  body * { visibility: hidden !important; }
  [data-qr-sheet], [data-qr-sheet] * { visibility: visible !important; }
  [data-qr-sheet] { position: absolute !important; inset: 0 auto auto 0 !important; width: 100% !important; height: auto !important; overflow: visible !important; background: #fff !important; padding: 0 !important; }
  [data-qr-sheet] [data-no-print] { display: none !important; }
  [data-qr-card] { break-inside: avoid; }
  @page { size: A4; margin: 12mm; }
}`;

export function QrPrintSheet({ brand, branchName, halls, onClose }: { brand: string; branchName: string; halls: PlacesHall[]; onClose: () => void }) {
  const t = useConsoleT('places');
  const tables = halls.flatMap((hall) => hall.tables.filter((table) => table.isActive).map((table) => ({ ...table, hallName: hall.name })));
  return (
    <section data-qr-sheet="" aria-labelledby="qr-heading" className="fixed inset-0 z-40 overflow-y-auto bg-white p-6 text-black">
      <style>{PRINT_CSS}</style>
      <div data-no-print="" className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="qr-heading" className="text-xl font-bold">
            {t('qr.title')} · {branchName}
          </h2>
          <p className="text-sm text-neutral-600">{t('qr.hint')}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('qr.close')}
          </Button>
          <Button onClick={() => window.print()}>{t('qr.print')}</Button>
        </div>
      </div>
      {tables.length === 0 ? <p>{t('qr.empty')}</p> : null}
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 print:grid-cols-3">
        {tables.map((table) => (
          <li key={table.id} data-qr-card="" className="flex flex-col items-center gap-1 rounded-xl border border-neutral-300 p-3 text-center">
            <span className="text-sm font-semibold">{brand}</span>
            <img
              src={`${CONSOLE_API_PREFIX}/tables/${table.id}/qr.svg`}
              alt={t('qr.table', { number: table.number })}
              width={180}
              height={180}
              className="size-44"
            />
            <span className="text-2xl font-bold tabular-nums">{t('qr.table', { number: table.number })}</span>
            <span className="text-xs text-neutral-600">{[table.hallName, table.name].filter(Boolean).join(' · ')}</span>
            <span className="text-xs">{t('qr.scan')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
