// A labelled form field and the console's text inputs; an input inside a Field takes the field's id,
// description and invalid state from it, so labels and errors are announced without wiring.
import { createContext, useContext, useId, type AriaAttributes, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

interface FieldState {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldState | null>(null);

/** The id, description and invalid state an input should take (its own props win). */
export function useFieldControl(props: { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: AriaAttributes['aria-invalid']; required?: boolean }) {
  const field = useContext(FieldContext);
  return {
    id: props.id ?? field?.id,
    'aria-describedby': props['aria-describedby'] ?? field?.describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field?.invalid ? true : undefined),
    required: props.required ?? (field?.required || undefined),
  };
}

export interface FieldProps {
  label: ReactNode;
  /** A short explanation under the input. */
  hint?: ReactNode;
  /** The field's error (shown in red and announced with the input). */
  error?: ReactNode;
  required?: boolean;
  /** Give when the control is not a console input (it then needs this id itself). */
  id?: string;
  className?: string;
  children: ReactNode;
}

export function Field({ label, hint, error, required = false, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldContext.Provider value={{ id: controlId, describedBy, invalid: Boolean(error), required }}>
      <div className={['flex flex-col gap-1', className].filter(Boolean).join(' ')}>
        <label htmlFor={controlId} className="text-sm font-medium">
          {label}
          {required ? (
            <span aria-hidden="true" className="text-danger">
              {' '}
              *
            </span>
          ) : null}
        </label>
        {children}
        {hint ? (
          <p id={hintId} className="text-xs text-muted">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="text-xs font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}

export const INPUT_CLASSES =
  'min-h-10 w-full rounded-xl border border-line bg-surface px-3 py-2 text-[15px] text-ink placeholder:text-muted/70 ' +
  'focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-danger';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function TextInput({ className, type = 'text', ...props }: TextInputProps) {
  const control = useFieldControl(props);
  return <input type={type} {...props} {...control} className={[INPUT_CLASSES, className].filter(Boolean).join(' ')} />;
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ className, rows = 3, ...props }: TextAreaProps) {
  const control = useFieldControl(props);
  return <textarea rows={rows} {...props} {...control} className={[INPUT_CLASSES, 'leading-snug', className].filter(Boolean).join(' ')} />;
}
