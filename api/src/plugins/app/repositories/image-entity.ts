import { count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTableWithColumns, TableConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { offsetOf, toPage, type PageQuery } from '../../../http/pagination';
import type { ImagePolicy } from '../../../media/images';
import type { MediaStore } from '../../../media/store';
import { definedOnly, writeWithImage } from './shared';
import type { UploadedFile } from '../../../media/multipart';

type Table = PgTableWithColumns<TableConfig> & { id: PgColumn };

export interface ImageEntityOptions<Row, Dto> {
  table: Table;
  /** The property of the row that holds the image's media path. */
  image: keyof Row & string;
  folder: string;
  policy: ImagePolicy;
  order: SQL[];
  toDto: (row: Row) => Dto;
}

/**
 * The repository of an entity with one image (noticias, eventos, the carousel): the same named queries
 * for each, with the image saved, swapped and removed as `writeWithImage` describes.
 */
export function createImageEntityRepository<Row extends { id: number }, Fields extends object, Dto>(
  db: Database,
  media: MediaStore,
  { table, image, folder, policy, order, toDto }: ImageEntityOptions<Row, Dto>,
) {
  const upload = (file: UploadedFile | undefined) => ({ file, folder, policy });
  const byId = (id: number) => eq(table.id, id);
  const imageOf = (row: Row) => row[image] as string | null;
  return {
    async paginate({ page, limit }: PageQuery) {
      const [rows, [totals]] = await Promise.all([
        db.select().from(table).orderBy(...order).limit(limit).offset(offsetOf({ page, limit })),
        db.select({ total: count() }).from(table),
      ]);
      return toPage((rows as Row[]).map(toDto), totals?.total ?? 0, { page, limit });
    },
    async findAll() {
      return ((await db.select().from(table).orderBy(...order)) as Row[]).map(toDto);
    },
    async findById(id: number) {
      const [row] = (await db.select().from(table).where(byId(id)).limit(1)) as Row[];
      return row && toDto(row);
    },
    async create(fields: Fields, file: UploadedFile | undefined) {
      const created = await writeWithImage(media, upload(file), async (path) => {
        const [row] = (await db.insert(table).values({ ...fields, [image]: path ?? null }).returning()) as Row[];
        return { result: toDto(row!) };
      });
      return created!;
    },
    /** Only the fields sent change; a new file replaces the image. Undefined when there is no such row. */
    async update(id: number, fields: Partial<Fields>, file?: UploadedFile) {
      return writeWithImage(media, upload(file), (path) =>
        db.transaction(async (tx) => {
          // FOR UPDATE: a concurrent edit waits here, then replaces the path this one leaves.
          const [current] = (await tx.select().from(table).where(byId(id)).for('update')) as Row[];
          if (!current) return { result: undefined };
          const changes = definedOnly({ ...fields, [image]: path });
          if (Object.keys(changes).length === 0) return { result: toDto(current) };
          const [row] = (await tx.update(table).set(changes).where(byId(id)).returning()) as Row[];
          return { result: toDto(row!), replaced: imageOf(current) };
        }),
      );
    },
    /** True when the row existed; its image goes with it. */
    async delete(id: number) {
      const [deleted] = (await db.delete(table).where(byId(id)).returning()) as Row[];
      if (deleted) await media.remove(imageOf(deleted));
      return deleted !== undefined;
    },
  };
}
