// The cashback balance's icon (header chip and profile card), on the storefront's shared icon frame.
import { Icon, type IconProps } from '../../ui/icons.tsx';

export function CoinsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <ellipse cx="9" cy="7" rx="5.5" ry="2.5" />
      <path d="M3.5 7v4c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5V7" />
      <path d="M9.5 16.4c.9.4 2.2.6 3.5.6 3 0 5.5-1.1 5.5-2.5v-4c0-1.1-1.5-2-3.6-2.4" />
      <path d="M3.5 11v4c0 1.4 2.5 2.5 5.5 2.5" />
    </Icon>
  );
}
