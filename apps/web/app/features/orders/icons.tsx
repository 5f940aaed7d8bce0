// Line icons of the order pages, on the storefront's shared icon frame.
import { Icon, type IconProps } from '../../ui/icons.tsx';

export function ReceiptIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 3.5h12v17l-2.5-1.5-2 1.5-1.5-1.5-1.5 1.5-2-1.5L6 20.5v-17Z" />
      <path d="M9 8.5h6M9 12h6M9 15.5h3.5" />
    </Icon>
  );
}

export function RepeatIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4.5 11.5v-1a4 4 0 0 1 4-4h10m0 0-3-3m3 3-3 3" />
      <path d="M19.5 12.5v1a4 4 0 0 1-4 4h-10m0 0 3 3m-3-3 3-3" />
    </Icon>
  );
}

export function BellIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15L6 16.5Z" />
      <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
    </Icon>
  );
}

export function CourierIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="6.5" cy="17" r="2.5" />
      <circle cx="17.5" cy="17" r="2.5" />
      <path d="M9 17h6M14.5 17 13 9.5h-3M13 9.5h3l2.5 5" />
      <path d="M3.5 12.5h6" />
    </Icon>
  );
}

export function NoteIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5.5 4.5h13v10l-5 5h-8v-15Z" />
      <path d="M13.5 19.5v-5h5M8.5 9h7M8.5 12.5h4" />
    </Icon>
  );
}
