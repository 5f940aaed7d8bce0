// A small loading indicator; announced to screen readers when it has a label.
export function Spinner({ label, size = 24, className }: { label?: string; size?: number; className?: string }) {
  return (
    <span role={label ? 'status' : undefined} className={`relative inline-flex items-center justify-center ${className ?? ''}`}>
      <svg width={size} height={size} viewBox="0 0 24 24" className="animate-spin" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
