// The reservations' line icons (the profile link, the empty list, the chairs stepper's label).
import { Icon, type IconProps } from '../../ui/icons.tsx';

export function CalendarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </Icon>
  );
}

export function ChairIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 3.5h10v8H7zM5.5 11.5h13M7 11.5 6 20.5M17 11.5l1 9M7.5 16h9" />
    </Icon>
  );
}
