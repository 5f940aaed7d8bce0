// /profile/cards/create: the card number and expiry, sent from the browser straight to Payme
// (cards.create, then cards.get_verify_code for the SMS code). What comes back — Payme's token, the
// masked number and the masked phone — goes on to /profile/cards/confirm in the history entry's state;
// the card number itself leaves the page only towards Payme.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CardsConfig } from '@dastarkhan/domain/contracts/payments';
import { cardDigits, expiryForPayme, isCardNumber, isExpiryInFuture, parseExpiry } from '@dastarkhan/domain/payment-card';
import { useLanguage } from '../../lib/use-language.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CardIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { CardNumberField, ExpiryField, FieldError, PaymeNotice } from './card-fields.tsx';
import { createCard, paymeFailureText, sendVerifyCode } from './payme-browser.ts';
import { savePendingCard, type PendingCard } from './pending-card.ts';

export const CONFIRM_CARD_PATH = '/profile/cards/confirm';

interface Problems {
  number?: string;
  expiry?: string;
  form?: string;
}

export function AddCardView({ config, merchantId }: { config: CardsConfig; merchantId: string }) {
  const { t } = useTranslation('cards');
  const language = useLanguage();
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  if (!config.enabled || !config.merchantId) {
    return (
      <div className="mx-auto max-w-md pb-6">
        <PageHeader title={t('page.createTitle')} backTo="/profile/cards" />
        <EmptyState icon={<CardIcon />} title={t('form.unavailableTitle')} description={t('form.unavailableText')} />
      </div>
    );
  }
  const endpoint = { subscribeUrl: config.subscribeUrl, merchantId: config.merchantId };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = parseExpiry(expiry);
    const found: Problems = {};
    if (!isCardNumber(number)) found.number = t('errors.numberInvalid');
    if (!parsed) found.expiry = t('errors.expiryInvalid');
    else if (!isExpiryInFuture(parsed, new Date())) found.expiry = t('errors.expired');
    setProblems(found);
    if (found.number || found.expiry || !parsed) return;

    setBusy(true);
    try {
      const card = await createCard(endpoint, { number: cardDigits(number), expire: expiryForPayme(parsed) });
      const sent = await sendVerifyCode(endpoint, card.token);
      const pending: PendingCard = { token: card.token, number: card.number, phone: sent.phone, resendAt: Date.now() + sent.wait };
      savePendingCard(merchantId, pending);
      // The number is not kept in the page any longer than needed.
      setNumber('');
      setExpiry('');
      await navigate(CONFIRM_CARD_PATH, { state: pending });
    } catch (error) {
      setProblems({ form: paymeFailureText(error, language, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-md pb-6">
      <PageHeader title={t('page.createTitle')} backTo="/profile/cards" />
      {/* No action, no field names: Payme's rule for card forms (the script sends the card to Payme). */}
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" data-testid="add-card-form">
        <CardNumberField id="card-number" label={t('form.numberLabel')} value={number} onChange={setNumber} error={problems.number} disabled={busy} autoFocus />
        <div className="max-w-44">
          <ExpiryField id="card-expiry" label={t('form.expiryLabel')} value={expiry} onChange={setExpiry} error={problems.expiry} disabled={busy} />
        </div>
        <FieldError id="add-card-error">{problems.form}</FieldError>
        <Button type="submit" size="lg" block disabled={busy}>
          {busy ? <Spinner size={20} /> : null}
          {busy ? t('form.sending') : t('form.submit')}
        </Button>
      </form>
      <PaymeNotice />
    </div>
  );
}
