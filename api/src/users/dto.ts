import { z } from 'zod';
import { ROLES, type User } from '@plataforma/contracts';
import type { UserRow } from '../db/schema';

/** The one way a user leaves the server: never with its password hash. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    nombre: row.nombre,
    email: row.email,
    rol: row.rol,
    ubicacion: row.ubicacion,
    imagen: row.imagen,
    creadoEn: row.creadoEn.toISOString(),
  };
}

/** Response schema: the serializer drops any field not listed here. */
export const userSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  email: z.string(),
  rol: z.enum(ROLES),
  ubicacion: z.string(),
  imagen: z.string(),
  creadoEn: z.string(),
});

export const messageSchema = z.object({ message: z.string() });
