// What staff can do to an order, on a board card and on the detail page alike: a button per status the status
// machine allows (cancel asks a reason), the courier select, and "mark paid" where the payment type allows it.
import { useId, useState } from 'react';
import type { BoardCourier, BoardOrder } from '@dastarkhan/domain/contracts/console-board';
import type { OrderStatus } from '@dastarkhan/domain/enums';
import { Button } from '../../../ui/button.tsx';
import { useConsoleMutation } from '../../lib/console-client.ts';
import { useConsoleT } from '../../lib/console-i18n.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Field, TextArea } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';

type ActionOrder = Pick<BoardOrder, 'id' | 'number' | 'status' | 'allowedStatuses' | 'canMarkPaid' | 'canAssignCourier' | 'courier'>;

export function OrderActions({ order, couriers, size = 'sm' }: { order: ActionOrder; couriers: readonly BoardCourier[]; size?: 'sm' | 'md' }) {
  const t = useConsoleT('board');
  const mutation = useConsoleMutation();
  const cancelMutation = useConsoleMutation();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState('');
  const courierSelectId = useId();
  const forward = order.allowedStatuses.filter((status) => status !== 'CANCELED');
  const canCancel = order.allowedStatuses.includes('CANCELED');

  const move = (status: OrderStatus) => void mutation.mutate(`/orders/${order.id}/status`, { method: 'PUT', body: { status } });

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {forward.map((status, index) => (
          <Button
            key={status}
            size={size}
            variant={index === 0 ? 'primary' : 'secondary'}
            disabled={mutation.pending}
            onClick={() => move(status)}
            data-action={status}
          >
            {t(`action.${status}`)}
          </Button>
        ))}
        {order.canMarkPaid ? (
          <Button size={size} variant="secondary" disabled={mutation.pending} onClick={() => void mutation.mutate(`/orders/${order.id}/paid`, { method: 'PUT' })}>
            {t('markPaid')}
          </Button>
        ) : null}
        {canCancel ? (
          <Button size={size} variant="ghost" className="text-danger" disabled={mutation.pending} onClick={() => setCancelOpen(true)} data-action="CANCELED">
            {t('action.CANCELED')}
          </Button>
        ) : null}
      </div>
      {order.canAssignCourier && couriers.length > 0 ? (
        <div className="flex items-center gap-2">
          <label htmlFor={courierSelectId} className="shrink-0 text-xs font-medium text-muted">
            {t('courier.label')}
          </label>
          <Select
            id={courierSelectId}
            className="min-h-9 py-1 text-sm"
            value={order.courier?.id ?? ''}
            placeholder={t('courier.choose')}
            options={couriers.map((courier) => ({ value: courier.id, label: courier.name }))}
            disabled={mutation.pending}
            onValueChange={(courierId) => {
              if (courierId) void mutation.mutate(`/orders/${order.id}/courier`, { method: 'PUT', body: { courierId } });
            }}
          />
        </div>
      ) : null}
      <ErrorBanner error={mutation.error} onDismiss={mutation.reset} />
      <ConfirmDialog
        open={cancelOpen}
        onOpenChange={(open) => {
          setCancelOpen(open);
          if (!open) cancelMutation.reset();
        }}
        title={t('cancel.title', { number: order.number })}
        description={t('cancel.description')}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        tone="danger"
        pending={cancelMutation.pending}
        confirmDisabled={reason.trim() === ''}
        error={cancelMutation.error}
        onConfirm={async () => {
          const done = await cancelMutation.mutate(`/orders/${order.id}/status`, { method: 'PUT', body: { status: 'CANCELED', reason: reason.trim() } });
          if (done) {
            setCancelOpen(false);
            setReason('');
          }
        }}
      >
        <Field label={t('cancel.reason')} required>
          <TextArea value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
        </Field>
      </ConfirmDialog>
    </div>
  );
}
