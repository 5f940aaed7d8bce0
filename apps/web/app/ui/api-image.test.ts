import { describe, expect, it } from 'vitest';
import { imageUrl } from './api-image.tsx';

describe('imageUrl', () => {
  it('asks the image endpoint for the shown size, capped at 2048 px', () => {
    expect(imageUrl('/api/images/abc', 320, 240)).toBe('/api/images/abc?w=320&h=240');
    expect(imageUrl('/api/images/abc', 319.6, 4000)).toBe('/api/images/abc?w=320&h=2048');
  });

  it('keeps parameters the path already has and adds extra ones', () => {
    expect(imageUrl('/api/images/abc?v=2&w=10', 64, 64)).toBe('/api/images/abc?v=2&w=64&h=64');
    expect(imageUrl('/api/images/abc', 180, 180, { format: 'png' })).toBe('/api/images/abc?w=180&h=180&format=png');
  });

  it('leaves other URLs alone', () => {
    expect(imageUrl('https://cdn.example.com/a.jpg', 100, 100)).toBe('https://cdn.example.com/a.jpg');
  });
});
