// A product's labels ("New", "Spicy", ...) as chips in the merchant's colours, kept readable.
import type { CardLabel } from './menu-model.ts';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance([r, g, b]: readonly [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

const DARK_TEXT = '#111111';
const DARK_LUMINANCE = luminance([17, 17, 17]);
const MIN_CONTRAST = 4.5;

const toHex = (rgb: readonly number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * Chip colours for a merchant's label colour: dark or white text, whichever reads better, and when
 * neither reaches 4.5:1 (mid reds, greens) the background is darkened until white text does.
 * Null when the colour is not #rgb / #rrggbb.
 */
export function chipColors(hex: string): { background: string; color: string } | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  let rgb = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
  const l = luminance(rgb);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (DARK_LUMINANCE + 0.05);
  if (onDark >= MIN_CONTRAST && onDark >= onWhite) return { background: toHex(rgb), color: DARK_TEXT };
  while (1.05 / (luminance(rgb) + 0.05) < MIN_CONTRAST) rgb = rgb.map((v) => v * 0.9) as [number, number, number];
  return { background: toHex(rgb), color: '#ffffff' };
}

// A merchant uses a handful of label colours over a whole menu: each is worked out once.
const colorsByHex = new Map<string, ReturnType<typeof chipColors>>();

function cachedChipColors(hex: string): ReturnType<typeof chipColors> {
  let colors = colorsByHex.get(hex);
  if (colors === undefined) {
    colors = chipColors(hex);
    // Bounded: label colours come from merchant data.
    if (colorsByHex.size >= 256) colorsByHex.clear();
    colorsByHex.set(hex, colors);
  }
  return colors;
}

/** Labels already in the page's language (localizeLabels drops those without a name). */
export function LabelChips({ labels, className = '' }: { labels: readonly CardLabel[]; className?: string }) {
  if (labels.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`}>
      {labels.map((label) => {
        const colors = cachedChipColors(label.color);
        return (
          <li
            key={label.key}
            className={`rounded-full px-2 py-0.5 text-[11px] leading-4 font-semibold ${colors ? '' : 'bg-canvas text-ink'}`}
            style={colors ? { backgroundColor: colors.background, color: colors.color } : undefined}
          >
            {label.name}
          </li>
        );
      })}
    </ul>
  );
}
