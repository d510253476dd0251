import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamSchema, messageSchema, MSG, pageQuerySchema, paginatedSchema, type Paginated } from '@plataforma/contracts';
import { httpError, orNotFound } from '../errors';
import type { UploadedFile } from '../media/multipart';
import type { PageQuery } from './pagination';
import { multipartBody } from './upload';

/** What the routes of an image entity need from its repository (`createImageEntityRepository`). */
interface Repository<Dto, Fields> {
  /** `userId`: the member asking, for an entity whose payload has a member's part (an event's `inscrito`). */
  paginate(query: PageQuery, userId?: number): Promise<Paginated<Dto>>;
  findAll(userId?: number): Promise<Dto[]>;
  findById(id: number, userId?: number): Promise<Dto | undefined>;
  create(fields: Fields, file: UploadedFile | undefined): Promise<Dto>;
  update(id: number, fields: Partial<Fields>, file?: UploadedFile): Promise<Dto | undefined>;
  delete(id: number): Promise<boolean>;
}

export interface ImageEntityRoutes<Dto, Fields> {
  tag: string;
  /** '<one>' as the summaries say it: 'noticia', 'evento', 'imagen del carrusel'. */
  name: string;
  entity: z.ZodType;
  repository: () => Repository<Dto, Fields>;
  input: z.ZodObject;
  update: z.ZodObject;
  /** The multipart field of the file, and the message when a create lacks it (absent: optional). */
  fileField: string;
  fileRequired?: string;
  deleted: string;
  /** The carousel lists everything at `/` and has no `/all`. */
  paginated: boolean;
}

const notFound = { 404: apiErrorSchema };

/** GET `/` (paginated or whole), `/all`, `/:id`: public. */
export function imageEntityReads<Dto, Fields>(app: FastifyInstance, options: ImageEntityRoutes<Dto, Fields>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { tag, name, entity, repository, paginated } = options;
  const tags = [tag];
  if (paginated) {
    routes.get(
      '/',
      { schema: { tags, summary: `Lista paginada (${name})`, querystring: pageQuerySchema(10), response: { 200: paginatedSchema(entity) } } },
      (request) => repository().paginate(request.query, request.user?.id),
    );
  }
  routes.get(
    paginated ? '/all' : '/',
    { schema: { tags, summary: `Lista completa (${name})`, response: { 200: z.array(entity) } } },
    (request) => repository().findAll(request.user?.id),
  );
  routes.get(
    '/:id',
    { schema: { tags, summary: `Un elemento (${name})`, params: idParamSchema, response: { 200: entity, ...notFound } } },
    async (request) => orNotFound(await repository().findById(request.params.id, request.user?.id)),
  );
}

/** POST `/`, PUT `/:id` (multipart; only the fields sent change), DELETE `/:id` (with its image): admins. */
export function imageEntityWrites<Dto, Fields>(app: FastifyInstance, options: ImageEntityRoutes<Dto, Fields>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { tag, name, entity, repository, input, update, fileField, fileRequired, deleted } = options;
  const tags = [tag];
  const consumes = ['multipart/form-data'];

  routes.post(
    '/',
    { schema: { tags, summary: `Crear (${name}, multipart)`, consumes, body: multipartBody(input, fileField, fileRequired), response: { 201: entity } } },
    async (request, reply) => {
      const { [fileField]: file, ...fields } = request.body as Record<string, unknown>;
      return reply.code(201).send(await repository().create(fields as Fields, file as UploadedFile | undefined));
    },
  );

  routes.put(
    '/:id',
    {
      schema: {
        tags,
        summary: `Editar (${name}, multipart; solo cambian los campos enviados; archivo opcional)`,
        consumes,
        params: idParamSchema,
        body: multipartBody(update, fileField),
        response: { 200: entity, ...notFound },
      },
    },
    async (request) => {
      const { [fileField]: file, ...fields } = request.body as Record<string, unknown>;
      return orNotFound(await repository().update(request.params.id, fields as Partial<Fields>, file as UploadedFile | undefined));
    },
  );

  routes.delete(
    '/:id',
    { schema: { tags, summary: `Eliminar (${name}) y su imagen`, params: idParamSchema, response: { 200: messageSchema, ...notFound } } },
    async (request) => {
      if (!(await repository().delete(request.params.id))) throw httpError(404, MSG.noEncontrado);
      return { message: deleted };
    },
  );
}
