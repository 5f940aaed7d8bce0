// A product picture: preview, a file input that checks type and size before uploading the raw bytes to the
// API (which checks them again by decoding), and remove.
import { useId, useRef, useState } from 'react';
import type { MenuImageUploaded } from '@dastarkhan/domain/contracts/console-menu';
import { Button } from '../../../ui/button.tsx';
import { imageUrl } from '../../../ui/api-image.tsx';
import { ConsoleApiError, useConsoleSession } from '../../lib/console-client.ts';
import { errorMessage, useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { CONSOLE_API_PREFIX } from '../../lib/console-paths.ts';
import { imageProblem } from './menu-model.ts';

async function uploadImage(file: File, session: { csrfToken: string; merchantId: string; language: string }): Promise<MenuImageUploaded> {
  let response: Response;
  try {
    response = await fetch(`${CONSOLE_API_PREFIX}/menu/images`, {
      method: 'POST',
      headers: { 'content-type': file.type, 'x-csrf-token': session.csrfToken, merchant: session.merchantId, language: session.language, accept: 'application/json' },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ConsoleApiError(0, 'NETWORK_ERROR');
  }
  const body = (await response.json().catch(() => null)) as { error?: { code: string; description: ConsoleApiError['description']; details?: Record<string, unknown> } } | null;
  if (!response.ok) throw new ConsoleApiError(response.status, body?.error?.code ?? `HTTP_${response.status}`, body?.error?.description, body?.error?.details);
  return body as unknown as MenuImageUploaded;
}

export function ImageField({ value, onChange, error }: { value: string | null; onChange: (path: string | null) => void; error?: string | undefined }) {
  const t = useConsoleT('menu');
  const language = useConsoleLanguage();
  const me = useConsoleSession();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    const local = imageProblem(file);
    if (local) {
      setProblem(local === 'size' ? t('editor.imageTooLarge') : t('editor.imageWrongType'));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const uploaded = await uploadImage(file, { csrfToken: me.csrfToken, merchantId: me.merchant.id, language });
      onChange(uploaded.path);
    } catch (failure) {
      setProblem(errorMessage(failure, language));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  const shown = problem ?? error;
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium" id={`${id}-label`}>
        {t('editor.image')}
      </span>
      <div className="flex items-center gap-3">
        {value ? (
          <img src={imageUrl(value, 192, 192)} alt="" width={96} height={96} data-testid="product-image-preview" className="size-24 rounded-2xl border border-line object-cover" />
        ) : (
          <span className="flex size-24 items-center justify-center rounded-2xl border border-dashed border-line text-xs text-muted">{t('list.noImage')}</span>
        )}
        <div className="flex flex-col items-start gap-2">
          <label htmlFor={id} className="cursor-pointer rounded-2xl border border-line bg-surface px-3 py-2 text-sm font-semibold hover:bg-canvas focus-within:outline-2 focus-within:outline-brand">
            {busy ? t('editor.uploading') : value ? t('editor.replaceImage') : t('editor.uploadImage')}
            <input
              ref={input}
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              disabled={busy}
              aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </label>
          {value ? (
            <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
              {t('editor.removeImage')}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('editor.imageHint')}
      </p>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
