// The staff page's forms: a new staff account, a new courier, and the dialog that changes an account
// (role, active, password, second factor, lock-out).
import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '@dastarkhan/domain/console-access';
import type { ConsoleCourier, Staff, StaffCreateRequest, StaffUpdateRequest } from '@dastarkhan/domain/contracts/console';
import { Button } from '../../../ui/button.tsx';
import { useConsoleMutation } from '../../lib/console-client.ts';
import { useConsoleT } from '../../lib/console-i18n.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Field, TextInput } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import { Switch } from '../../ui/switch.tsx';
import { staffChanges, type StaffDraft } from './staff-changes.ts';

function useRoleOptions() {
  const shell = useConsoleT('console');
  return STAFF_ROLES.map((role) => ({ value: role, label: shell(`roles.${role}`) }));
}

function courierOptions(couriers: readonly ConsoleCourier[]) {
  return couriers.map((courier) => ({ value: courier.id, label: courier.phone ? `${courier.name} · ${courier.phone}` : courier.name }));
}

export function StaffCreateForm({ couriers, onDone }: { couriers: readonly ConsoleCourier[]; onDone: (created: Staff) => void }) {
  const t = useConsoleT('access');
  const roles = useRoleOptions();
  const { mutate, pending, error } = useConsoleMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<StaffRole>('OPERATOR');
  const [password, setPassword] = useState('');
  const [courierId, setCourierId] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: StaffCreateRequest = {
      name: name.trim(),
      role,
      password,
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(phone.trim() ? { phone: phone.trim() } : {}),
      ...(role === 'COURIER' && courierId ? { courierId } : {}),
    };
    const created = await mutate<Staff>('/staff', { method: 'POST', body });
    if (created) onDone(created);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4 rounded-3xl border border-line bg-surface p-5 sm:grid-cols-2" aria-label={t('staff.addTitle')}>
      <h2 className="text-lg font-bold sm:col-span-2">{t('staff.addTitle')}</h2>
      <Field label={t('staff.name')} required>
        <TextInput name="name" value={name} onChange={(event) => setName(event.target.value)} maxLength={120} autoComplete="off" />
      </Field>
      <Field label={t('staff.role')} required>
        <Select name="role" options={roles} value={role} onValueChange={(value) => setRole(value as StaffRole)} />
      </Field>
      <Field label={t('staff.email')} hint={t('staff.loginHint')}>
        <TextInput name="email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
      </Field>
      <Field label={t('staff.phone')}>
        <TextInput name="phone" type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} autoComplete="off" />
      </Field>
      <Field label={t('staff.password')} hint={t('staff.passwordHint')} required>
        <TextInput name="password" type="text" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="new-password" spellCheck={false} />
      </Field>
      {role === 'COURIER' ? (
        <Field label={t('staff.courier')} hint={t('staff.courierHint')} required>
          <Select name="courierId" options={courierOptions(couriers)} placeholder={t('staff.courierPlaceholder')} value={courierId} onValueChange={setCourierId} />
        </Field>
      ) : null}
      <ErrorBanner error={error} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? t('staff.creating') : t('staff.create')}
        </Button>
      </div>
    </form>
  );
}

export function CourierCreateForm({ onDone }: { onDone: (created: ConsoleCourier) => void }) {
  const t = useConsoleT('access');
  const { mutate, pending, error } = useConsoleMutation();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const created = await mutate<ConsoleCourier>('/couriers', { method: 'POST', body: { name: name.trim(), ...(phone.trim() ? { phone: phone.trim() } : {}) } });
    if (created) {
      setName('');
      setPhone('');
      onDone(created);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" aria-label={t('staff.couriers.add')}>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field label={t('staff.couriers.name')} required>
          <TextInput name="courierName" value={name} onChange={(event) => setName(event.target.value)} maxLength={120} />
        </Field>
        <Field label={t('staff.couriers.phone')}>
          <TextInput name="courierPhone" type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} />
        </Field>
        <Button type="submit" variant="secondary" disabled={pending}>
          {t('staff.couriers.add')}
        </Button>
      </div>
      <ErrorBanner error={error} />
    </form>
  );
}

export function StaffEditDialog({
  staff,
  couriers,
  open,
  onOpenChange,
  onDone,
}: {
  staff: Staff;
  couriers: readonly ConsoleCourier[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const t = useConsoleT('access');
  const roles = useRoleOptions();
  const { mutate, pending, error, reset } = useConsoleMutation();
  const initial: StaffDraft = { name: staff.name, role: staff.role, isActive: staff.isActive, courierId: staff.courierId ?? '', password: '', resetTotp: false, unlock: false };
  const [draft, setDraft] = useState<StaffDraft>(initial);
  const set = <K extends keyof StaffDraft>(key: K, value: StaffDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const locked = staff.lockedUntil !== null && new Date(staff.lockedUntil).getTime() > Date.now();
  const changes: StaffUpdateRequest = staffChanges(staff, draft);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setDraft(initial);
          reset();
        }
        onOpenChange(next);
      }}
      title={t('staff.editTitle', { name: staff.name })}
      confirmLabel={t('staff.save')}
      cancelLabel={t('staff.cancel')}
      pending={pending}
      confirmDisabled={Object.keys(changes).length === 0}
      error={error}
      onConfirm={async () => {
        const saved = await mutate<Staff>(`/staff/${staff.id}`, { method: 'PUT', body: changes });
        if (saved) onDone();
      }}
    >
      <div className="flex flex-col gap-4">
        <Field label={t('staff.name')}>
          <TextInput name="name" value={draft.name} onChange={(event) => set('name', event.target.value)} maxLength={120} />
        </Field>
        <Field label={t('staff.role')}>
          <Select name="role" options={roles} value={draft.role} onValueChange={(value) => set('role', value as StaffRole)} />
        </Field>
        {draft.role === 'COURIER' ? (
          <Field label={t('staff.courier')} hint={t('staff.courierHint')}>
            <Select name="courierId" options={courierOptions(couriers)} placeholder={t('staff.courierPlaceholder')} value={draft.courierId} onValueChange={(value) => set('courierId', value)} />
          </Field>
        ) : null}
        <Switch checked={draft.isActive} onCheckedChange={(value) => set('isActive', value)} label={t('staff.isActive')} />
        <Field label={t('staff.newPassword')} hint={t('staff.newPasswordHint')}>
          <TextInput name="password" type="text" value={draft.password} onChange={(event) => set('password', event.target.value)} autoComplete="new-password" spellCheck={false} />
        </Field>
        {staff.totpEnabled ? <Switch checked={draft.resetTotp} onCheckedChange={(value) => set('resetTotp', value)} label={t('staff.resetTotp')} /> : null}
        {locked ? <Switch checked={draft.unlock} onCheckedChange={(value) => set('unlock', value)} label={t('staff.unlock')} /> : null}
      </div>
    </ConfirmDialog>
  );
}
