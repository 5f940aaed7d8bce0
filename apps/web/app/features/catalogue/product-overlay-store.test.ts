import type { MouseEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeProductOverlay, openOverPage, productOverlay } from './product-overlay-store.ts';

// The overlay's code is fetched on the first open; here it is not what is tested.
vi.mock('./product-overlay.tsx', () => ({ default: () => null }));

function click(init: Partial<Pick<MouseEvent, 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'button' | 'defaultPrevented'>> = {}) {
  const event = { metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, button: 0, defaultPrevented: false, ...init, preventDefault: vi.fn() };
  return event as unknown as MouseEvent<HTMLAnchorElement> & { preventDefault: ReturnType<typeof vi.fn> };
}

afterEach(() => closeProductOverlay());

describe('opening a product from its card', () => {
  it('opens SHEET and POP_UP products over the page instead of following the link', () => {
    for (const opens of ['SHEET', 'POP_UP'] as const) {
      const event = click();
      openOverPage(event, 'p1', opens);
      expect(event.preventDefault).toHaveBeenCalled();
      expect(productOverlay.getState().open).toEqual({ productId: 'p1', presentation: opens });
    }
  });

  it('follows the link to the product page for FULL_SCREEN products', () => {
    const event = click();
    openOverPage(event, 'p1', 'FULL_SCREEN');
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(productOverlay.getState().open).toBeNull();
  });

  it('leaves a click for a new tab or window, a middle click and a handled click to the browser', () => {
    for (const init of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      const event = click(init);
      openOverPage(event, 'p1', 'SHEET');
      expect(event.preventDefault).not.toHaveBeenCalled();
      expect(productOverlay.getState().open).toBeNull();
    }
  });
});
