/**
 * Spanish texts of spec-notes §5 and §8 that both the client and the API use.
 * Screen-only texts live next to their screens.
 */
/**
 * The two texts of a call that got no answer, on every screen (shared-auth's getErrorMessage): constants
 * of their own, so a visitor's page that words errors does not download every message below.
 */
export const SIN_CONEXION = 'No se pudo conectar con el servidor.';
export const TIEMPO_AGOTADO = 'El servidor tardó demasiado en responder. Intenta nuevamente.';

export const MSG = {
  debesSubirImagen: 'Debes subir una imagen.',
  noticiaDescripcion: 'La descripción debe tener entre 10 y 1000 caracteres.',
  eventoDescripcion: 'La descripción debe tener al menos 5 caracteres.',
  fechaInvalida: 'La fecha no es válida.',
  formatoInvalido: 'El formato no es válido.',
  busquedaInvalida: 'La búsqueda puede tener hasta 100 caracteres de texto.',
  caracterNoPermitido: 'El texto contiene un carácter no permitido.',
  fechaPasada: 'La fecha no puede ser anterior a hoy.',
  fechaLejana: 'La fecha no puede ser más de 4 meses en el futuro.',
  fechaFinAnterior: 'La hora de fin debe ser posterior a la hora de inicio.',
  asistenciaCampos: '⚠️ Completa todos los campos obligatorios.',
  asistenciaEdad: 'La edad debe ser un número entero entre 1 y 120.',
  camposObligatorios: 'Todos los campos son obligatorios.',
  contrasenasNoCoinciden: 'Las contraseñas no coinciden.',
  contrasenaCorta: 'La contraseña debe tener al menos 6 caracteres.',
  contrasenaLarga: 'La contraseña no puede tener más de 128 caracteres.',
  emailInvalido: 'Ingresa un correo electrónico válido.',
  textoLargo: (campo: string, max: number) => `El campo ${campo} no puede tener más de ${max} caracteres.`,
  fotoTipo: 'Solo se permiten imágenes JPG o PNG.',
  fotoTamano: 'La imagen debe ser menor a 5MB.',
  imagenInvalida: 'El archivo no es una imagen válida.',
  faltanCamposUsuario: 'Faltan campos requeridos para crear el usuario.',
  idInvalido: 'ID inválido.',
  rolInvalido: 'Debe especificar un rol válido.',
  emailEnUso: 'Ya existe una cuenta con ese correo electrónico.',
  terminosObligatorios: 'Debes aceptar los términos y la política de privacidad.',
  credencialesInvalidas: 'Credenciales inválidas. Intenta nuevamente.',
  noAutenticado: 'Sesión inválida o expirada. Por favor, inicia sesión nuevamente.',
  sinPermiso: 'No tienes permiso para realizar esta acción.',
  autoDegradacion: 'No puedes quitarte tu propio rol de administrador.',
  ultimoAdmin: 'No se puede quitar el rol al último administrador.',
  demasiadosIntentos: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  csrf: 'La solicitud no es válida. Recarga la página e inténtalo de nuevo.',
  noEncontrado: 'El recurso solicitado no existe.',
  usuarioNoEncontrado: (id: number | string) => `No se encontró el usuario con ID ${id}.`,
  solicitudInvalida: 'La solicitud no es válida.',
  errorServidor: 'Ocurrió un error inesperado en el servidor. Intenta nuevamente.',
  respuestaVacia: 'Respuesta vacía del servidor.',
  sinConexion: SIN_CONEXION,
  tiempoAgotado: TIEMPO_AGOTADO,
  comentarioVacio: 'El comentario no puede estar vacío.',
  tituloObligatorio: 'El título es obligatorio.',
  opcionesMinimas: 'Debe haber al menos 2 opciones válidas.',
  opcionesDuplicadas: 'No puede haber opciones duplicadas.',
  yaVotaste: 'Ya has votado en esta encuesta.',
  opcionInexistente: 'La opción elegida no existe en esta encuesta.',
} as const;
