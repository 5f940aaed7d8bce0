// Icons of the address picker, on the design system's icon frame.
import { Icon, type IconProps } from '../../ui/icons.tsx';

/** "Show my location": a crosshair. */
export function LocateIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="6.5" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3" />
    </Icon>
  );
}
