/** Entity shapes of SPEC §3 as the API sends them (JSON, Spanish camelCase names). */
export const ROLES = ['admin', 'usuario', 'moderador'] as const;
export type Rol = (typeof ROLES)[number];

export interface User {
  id: number;
  nombre: string;
  email: string;
  rol: Rol;
  ubicacion: string;
  /** Path relative to the media host, or '' when the user has no photo. */
  imagen: string;
  creadoEn: string;
}

export interface Imagen {
  id: number;
  titulo: string;
  descripcion: string | null;
  url: string;
}

export interface Noticia {
  id: number;
  titulo: string;
  descripcion: string;
  imagenUrl: string;
  fecha: string;
}

export interface Evento {
  id: number;
  titulo: string;
  descripcion: string;
  fecha: string;
  lugar: string | null;
  imagen: string | null;
}

export interface Publicacion {
  id: number;
  titulo: string;
  contenido: string;
  creadoEn: string;
}

export interface Comentario {
  id: number;
  contenido: string;
  publicacionId: number;
  creadoEn: string;
  usuario: { id: number; nombre: string };
}

export interface Encuesta {
  id: number;
  titulo: string;
  descripcion: string | null;
  opciones: string[];
  votos: Record<string, number>;
  creadoEn: string;
  /** Present for a logged-in member: whether that member already voted on this survey. */
  yaVotaste?: boolean;
}

export interface Asistencia {
  id: number;
  tituloEvento: string;
  nombreCompleto: string;
  ci: string;
  distrito: string;
  celular: string;
  colegio: string;
  edad: number;
  asistio: boolean;
  fechaEvento: string | null;
}

export interface MiembroEquipo {
  id: number;
  imagen: string;
  nombre: string;
  rol: string;
  descripcion: string;
}

export interface PageInfo {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
}

export interface Paginated<T> extends PageInfo {
  data: T[];
}

/** GET /api/users names its list `users` (SPEC §3). */
export interface UsersPage extends PageInfo {
  users: User[];
}

export interface Stats {
  usuarios: number;
  publicaciones: number;
  imagenes: number;
  eventos: number;
  asistencias: number;
}

/** Every API error body (DESIGN §4). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

/** Effective role (SPEC §6): anything but admin counts as usuario. */
export const isAdmin = (user: Pick<User, 'rol'> | null | undefined): boolean => user?.rol === 'admin';
