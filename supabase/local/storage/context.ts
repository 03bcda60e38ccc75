import type { Database } from '../db/index.ts';
import type { BlobStore } from './blobs.ts';

/** What every storage handler needs: the database, the bytes on disk, the JWT secret. */
export interface StorageContext {
  db: Database;
  blobs: BlobStore;
  jwtSecret: string;
}
