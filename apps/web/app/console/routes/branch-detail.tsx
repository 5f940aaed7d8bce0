// /console/branches/:id (owner): a branch's details, weekly hours per service, halls and tables with their
// printable QR codes, and its delivery tariffs.
import { useState } from 'react';
import type { BranchDetail } from '@dastarkhan/domain/contracts/console-places';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import type { Route } from './+types/branch-detail';
import { consoleLoad } from '../lib/console-api.server.ts';
import { useConsoleSession } from '../lib/console-client.ts';
import { useConsoleLanguage, useConsoleT } from '../lib/console-i18n.ts';
import { Badge } from '../ui/badge.tsx';
import { ConsolePage } from '../ui/console-page.tsx';
import { BranchForm } from '../features/places/branch-form.tsx';
import { HallsEditor } from '../features/places/halls-editor.tsx';
import { HoursEditor } from '../features/places/hours-editor.tsx';
import { nameOf } from '../features/places/place-text.ts';
import { QrPrintSheet } from '../features/places/qr-print.tsx';
import { TariffsEditor } from '../features/places/tariffs-editor.tsx';

export async function loader({ request, context, params }: Route.LoaderArgs): Promise<BranchDetail> {
  return consoleLoad<BranchDetail>(request, context, `/branches/${encodeURIComponent(params.id)}`);
}

export default function BranchDetailPage({ loaderData }: Route.ComponentProps) {
  const t = useConsoleT('places');
  const language = useConsoleLanguage();
  const me = useConsoleSession();
  const [printing, setPrinting] = useState(false);
  const { branch, halls, tariffs, cities } = loaderData;
  const name = nameOf(branch.name, language);
  return (
    <ConsolePage
      // The forms keep their own drafts: a different branch starts them afresh.
      key={branch.id}
      title={name}
      back={{ to: '/console/branches', label: t('branch.back') }}
      actions={
        branch.openNow.length > 0 ? (
          <Badge tone="success">{`${t('branches.openNow')}: ${branch.openNow.map((service) => t(`services.${service}`)).join(', ')}`}</Badge>
        ) : (
          <Badge>{t('branches.closedNow')}</Badge>
        )
      }
    >
      <BranchForm branch={branch} cities={cities} />
      <HoursEditor branchId={branch.id} workHours={branch.workHours} />
      <HallsEditor branchId={branch.id} halls={halls} onPrint={() => setPrinting(true)} />
      <TariffsEditor branchId={branch.id} tariffs={tariffs} />
      {printing ? <QrPrintSheet brand={pickLocalized(me.merchant.name, language) || me.merchant.sub} branchName={name} halls={halls} onClose={() => setPrinting(false)} /> : null}
    </ConsolePage>
  );
}
