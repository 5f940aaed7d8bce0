// SQL of stored images (the media table; ids are content hashes).
import type { Database } from '@dastarkhan/db/client';
import type { ImageSource } from './service.ts';

export async function findImage(db: Database, id: string): Promise<ImageSource | null> {
  const row = await db.query.media.findFirst({ columns: { contentType: true, bytes: true }, where: (m, { eq }) => eq(m.id, id) });
  return row ?? null;
}
