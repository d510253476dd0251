import type { Asistencia } from '@plataforma/contracts';
import type { Portrait, Scene } from './assets';

/**
 * The demo site's content: fictional people and activities of a Bolivian youth movement. Dates are
 * offsets from the moment of seeding, so the agenda is always in the future and the news recent.
 */

export const DEMO_MEMBER_PASSWORD = 'miembro123';

export const DEMO_MEMBERS = [
  { nombre: 'María Quispe Mamani', email: 'maria.quispe@demo.bo', ubicacion: 'El Alto' },
  { nombre: 'José Luis Fernández Rojas', email: 'jose.fernandez@demo.bo', ubicacion: 'Santa Cruz' },
  { nombre: 'Ana Lucía Vargas Céspedes', email: 'ana.vargas@demo.bo', ubicacion: 'Cochabamba' },
  { nombre: 'Carlos Choque Apaza', email: 'carlos.choque@demo.bo', ubicacion: 'La Paz' },
  { nombre: 'Daniela Torrez Arce', email: 'daniela.torrez@demo.bo', ubicacion: 'Sucre' },
] as const;

export type DemoEmail = (typeof DEMO_MEMBERS)[number]['email'];

/** For the README and the browser tests: every demo member logs in with DEMO_MEMBER_PASSWORD. */
export const DEMO_MEMBER_EMAILS: readonly DemoEmail[] = DEMO_MEMBERS.map((m) => m.email);

export const CARRUSEL: { titulo: string; descripcion: string; imagen: Scene }[] = [
  {
    titulo: 'Juventud que construye futuro',
    descripcion: 'Desde el altiplano hasta la Amazonía, jóvenes de todo el país trabajan por una Bolivia con oportunidades.',
    imagen: 'illimani',
  },
  {
    titulo: 'Unidos por una Bolivia libre',
    descripcion: 'Caminata pacífica de voluntarios en El Alto por el empleo digno y la educación de calidad.',
    imagen: 'marcha',
  },
  {
    titulo: 'Voces jóvenes en cada rincón del país',
    descripcion: 'Encuentros abiertos donde cada joven propone, debate y decide.',
    imagen: 'encuentro',
  },
  {
    titulo: 'Trabajo, innovación y oportunidades',
    descripcion: 'Soñamos en grande: emprendimientos, tecnología y turismo que generan empleo formal.',
    imagen: 'salar',
  },
];

export const NOTICIAS: { titulo: string; descripcion: string; imagen: Scene; haceDias: number }[] = [
  {
    titulo: 'Más de 300 jóvenes participaron en el Encuentro Departamental de La Paz',
    descripcion:
      'Estudiantes, trabajadores y emprendedores de veinte municipios se reunieron durante todo un sábado para debatir sobre empleo, educación y participación ciudadana. Las mesas de trabajo entregaron cuarenta propuestas concretas que serán sistematizadas y presentadas en el Encuentro Nacional. La jornada cerró con música autóctona y el compromiso de repetir la experiencia en cada departamento.',
    imagen: 'encuentro',
    haceDias: 3,
  },
  {
    titulo: 'Lanzamos la Escuela de Formación Ciudadana 2026',
    descripcion:
      'La Escuela ofrece ocho módulos gratuitos sobre economía, Constitución, liderazgo y comunicación, con clases presenciales en La Paz, Cochabamba y Santa Cruz, y en línea para el resto del país. Las inscripciones están abiertas para jóvenes de 16 a 29 años. Al finalizar, cada participante desarrollará un proyecto comunitario con el acompañamiento de un mentor.',
    imagen: 'ciudad',
    haceDias: 7,
  },
  {
    titulo: 'Jornada de limpieza en el lago Titicaca reunió a voluntarios de cinco municipios',
    descripcion:
      'Más de ciento veinte voluntarios recogieron cerca de dos toneladas de residuos en las orillas del lago, junto a comunarios y pescadores de la zona. La actividad incluyó talleres de reciclaje para niños y una feria de emprendimientos sostenibles. Agradecemos a las juntas vecinales que prestaron sus espacios y a todas las familias que se sumaron.',
    imagen: 'salar',
    haceDias: 12,
  },
  {
    titulo: 'Feria de emprendimientos juveniles en Santa Cruz y Cochabamba',
    descripcion:
      'Cuarenta emprendimientos liderados por jóvenes mostraron sus productos: desde café de los Yungas y quinua orgánica hasta aplicaciones móviles y textiles con diseño propio. La feria buscó conectar a los emprendedores con compradores y con programas de crédito, porque creemos que el empleo formal nace de miles de pequeñas iniciativas que se animan a crecer.',
    imagen: 'marcha',
    haceDias: 18,
  },
  {
    titulo: 'Presentamos nuestras propuestas de Bolivia Digital a universitarios de Sucre',
    descripcion:
      'En un conversatorio con estudiantes de varias carreras explicamos cómo la digitalización de trámites, la conectividad rural y la formación en programación pueden abrir nuevas fuentes de empleo. Los universitarios aportaron ideas sobre gobierno abierto y datos públicos, que incorporaremos al documento de propuestas del movimiento.',
    imagen: 'ciudad',
    haceDias: 25,
  },
  {
    titulo: 'Campaña de donación de libros para escuelas rurales del Norte de Potosí',
    descripcion:
      'Gracias a la solidaridad de cientos de familias reunimos más de tres mil libros, cuadernos y materiales escolares que serán entregados a doce unidades educativas rurales. Voluntarios de Potosí y Oruro acompañarán la entrega y organizarán círculos de lectura con los estudiantes durante las próximas semanas.',
    imagen: 'illimani',
    haceDias: 33,
  },
];

/** `horaLocal` and `horaFin` (optional): the start and end in Bolivia, on the day `enDias` from today. */
export const EVENTOS: { titulo: string; descripcion: string; enDias: number; horaLocal: string; horaFin?: string; lugar?: string; imagen?: Scene }[] = [
  {
    titulo: 'Taller: Bolivia Digital para jóvenes emprendedores',
    descripcion: 'Aprende a vender en línea, cobrar con QR y registrar tu emprendimiento sin filas. Trae tu celular cargado.',
    enDias: 4,
    horaLocal: '15:00',
    horaFin: '18:00',
    lugar: 'Casa de la Cultura, El Alto',
    imagen: 'ciudad',
  },
  {
    titulo: 'Foro: empleo formal y primera experiencia laboral',
    descripcion: 'Empresarios, jóvenes profesionales y estudiantes conversan sobre cómo conseguir el primer empleo formal.',
    enDias: 12,
    horaLocal: '18:30',
    horaFin: '20:00',
    lugar: 'Auditorio universitario, Cochabamba',
  },
  {
    titulo: 'Caminata por el medio ambiente',
    descripcion: 'Recorrido familiar con plantación de árboles nativos y puntos de reciclaje. Lleva gorra y agua.',
    enDias: 25,
    horaLocal: '09:00',
    horaFin: '12:30',
    lugar: 'Parque Urbano Central, Santa Cruz de la Sierra',
    imagen: 'marcha',
  },
  {
    titulo: 'Encuentro Nacional de Jóvenes por una Bolivia Libre',
    descripcion: 'Delegaciones de los nueve departamentos presentan sus propuestas y eligen las prioridades del año.',
    enDias: 45,
    horaLocal: '10:00',
    lugar: 'Coliseo cerrado, Sucre',
    imagen: 'encuentro',
  },
  {
    titulo: 'Conversatorio virtual: justicia y democracia',
    descripcion: 'Una conversación abierta, por internet, sobre independencia judicial y participación ciudadana.',
    enDias: 80,
    horaLocal: '19:00',
  },
];

export const PUBLICACIONES: {
  titulo: string;
  contenido: string;
  haceDias: number;
  comentarios: { autor: DemoEmail; contenido: string }[];
}[] = [
  {
    titulo: '¿Por qué participar en política a los 20 años?',
    contenido:
      'Muchas veces escuchamos que la política es cosa de mayores. Pero las decisiones que se toman hoy sobre economía, educación y empleo son las que vamos a vivir nosotros durante los próximos cuarenta años. Participar no significa solo votar: es informarse, debatir con respeto, proponer soluciones y ayudar en el barrio. En el movimiento creemos que cada joven tiene algo que aportar, y que un país se transforma cuando su juventud deja de mirar desde afuera.',
    haceDias: 2,
    comentarios: [
      { autor: 'maria.quispe@demo.bo', contenido: 'Totalmente de acuerdo. En mi barrio empezamos con una biblioteca comunitaria y ya somos quince.' },
      { autor: 'carlos.choque@demo.bo', contenido: 'Lo importante es informarse bien antes de opinar. ¡Gracias por el artículo!' },
      { autor: 'daniela.torrez@demo.bo', contenido: 'Me animé a participar después del último encuentro en Sucre. ¡Vale la pena!' },
    ],
  },
  {
    titulo: 'Cinco ideas para reactivar el empleo juvenil',
    contenido:
      'Recogimos las propuestas más votadas en los encuentros departamentales: primero, incentivos para que las empresas contraten a jóvenes en su primer empleo formal; segundo, créditos pequeños y ágiles para emprendimientos; tercero, formación técnica en turismo, agroindustria y tecnología; cuarto, trámites digitales para abrir un negocio en un día; y quinto, ferias permanentes que conecten a productores con compradores. Ninguna es mágica, pero juntas pueden abrir miles de oportunidades.',
    haceDias: 6,
    comentarios: [
      { autor: 'jose.fernandez@demo.bo', contenido: 'La de abrir un negocio en un día sería un cambio enorme para Santa Cruz.' },
      { autor: 'ana.vargas@demo.bo', contenido: 'Sumaría becas de formación técnica para jóvenes del área rural.' },
      { autor: 'maria.quispe@demo.bo', contenido: 'En El Alto hay mucho talento emprendedor, solo falta acceso al crédito.' },
      { autor: 'daniela.torrez@demo.bo', contenido: 'Las ferias permanentes ayudarían mucho a los productores de Chuquisaca.' },
    ],
  },
  {
    titulo: 'Bolivia Digital: trámites desde el celular',
    contenido:
      'Imagina sacar un certificado, pagar un impuesto o registrar tu emprendimiento desde el celular, sin filas ni papeles. Eso es lo que proponemos con Bolivia Digital: ventanillas únicas en línea, firma digital accesible y conectividad para las comunidades rurales. La tecnología no reemplaza a las personas, pero les devuelve su tiempo. Y el tiempo de los jóvenes es mejor invertirlo en estudiar, trabajar o emprender.',
    haceDias: 11,
    comentarios: [
      { autor: 'carlos.choque@demo.bo', contenido: 'La conectividad rural es clave, en muchas comunidades todavía no hay señal.' },
      { autor: 'jose.fernandez@demo.bo', contenido: 'Ojalá empiecen por los trámites universitarios.' },
    ],
  },
  {
    titulo: 'Lo que aprendimos en la jornada de voluntariado',
    contenido:
      'La limpieza en las orillas del lago Titicaca nos dejó mucho más que bolsas de residuos. Aprendimos de los comunarios cómo cuidan el agua desde hace generaciones, compartimos un apthapi inolvidable y conocimos a jóvenes que ya reciclan y venden artesanías con materiales recuperados. Volvimos con ganas de repetirlo en otros departamentos: el cuidado del medio ambiente también es una forma de hacer patria.',
    haceDias: 14,
    comentarios: [{ autor: 'ana.vargas@demo.bo', contenido: '¡Qué linda experiencia! Cuenten con nosotros para la próxima en Cochabamba.' }],
  },
  {
    titulo: 'Convocatoria: voluntarios para el Encuentro Nacional',
    contenido:
      'Buscamos jóvenes con ganas de ayudar en la organización del Encuentro Nacional en Sucre: recepción de delegaciones, logística, comunicación en redes sociales, fotografía y apoyo en las mesas de trabajo. No se necesita experiencia previa, solo compromiso y buena energía. Inscríbete en la sección Mi Afiliación y te contactaremos para coordinar las tareas. ¡Te esperamos!',
    haceDias: 20,
    comentarios: [],
  },
];

export const ENCUESTAS: { titulo: string; descripcion?: string; opciones: string[]; haceDias: number; votos: Partial<Record<DemoEmail, string>> }[] = [
  {
    titulo: '¿Qué tema debería tratar nuestro próximo foro?',
    descripcion: 'Elige el tema que más te interesa. El más votado será el eje del próximo foro abierto.',
    opciones: ['Empleo juvenil', 'Educación y tecnología', 'Medio ambiente', 'Seguridad ciudadana'],
    haceDias: 5,
    votos: {
      'maria.quispe@demo.bo': 'Empleo juvenil',
      'jose.fernandez@demo.bo': 'Empleo juvenil',
      'ana.vargas@demo.bo': 'Educación y tecnología',
      'carlos.choque@demo.bo': 'Medio ambiente',
    },
  },
  {
    titulo: '¿Qué día prefieres para las reuniones del movimiento?',
    opciones: ['Viernes por la tarde', 'Sábado por la mañana', 'Domingo por la tarde'],
    haceDias: 9,
    votos: {
      'maria.quispe@demo.bo': 'Sábado por la mañana',
      'ana.vargas@demo.bo': 'Sábado por la mañana',
      'daniela.torrez@demo.bo': 'Viernes por la tarde',
    },
  },
  {
    titulo: '¿Qué propuesta del plan de gobierno te parece más urgente?',
    descripcion: 'Tu opinión nos ayuda a ordenar las prioridades de la campaña.',
    opciones: ['Salvar la economía', 'Empleos formales', 'Bolivia Digital', 'Justicia y seguridad'],
    haceDias: 16,
    votos: {
      'maria.quispe@demo.bo': 'Empleos formales',
      'jose.fernandez@demo.bo': 'Salvar la economía',
      'ana.vargas@demo.bo': 'Bolivia Digital',
      'carlos.choque@demo.bo': 'Justicia y seguridad',
      'daniela.torrez@demo.bo': 'Empleos formales',
    },
  },
];

/** Fictional attendees; `haceDias: null` leaves fechaEvento empty (shown as '-'). */
export const ASISTENCIAS: (Omit<Asistencia, 'id' | 'fechaEvento' | 'eventoId' | 'userId'> & { haceDias: number | null })[] = [
  { tituloEvento: 'Encuentro Departamental de La Paz', nombreCompleto: 'Luz Mery Huanca Ticona', ci: '6234567 LP', distrito: 'Distrito 4', celular: '71234567', colegio: 'U.E. Villa Adela', edad: 17, asistio: true, haceDias: 3 },
  { tituloEvento: 'Encuentro Departamental de La Paz', nombreCompleto: 'Rodrigo Limachi Cruz', ci: '7345612 LP', distrito: 'Distrito 8', celular: '76543210', colegio: 'U.E. Los Andes', edad: 19, asistio: true, haceDias: 3 },
  { tituloEvento: 'Encuentro Departamental de La Paz', nombreCompleto: 'Gabriela Poma Nina', ci: '8456723 LP', distrito: 'Distrito 3', celular: '73456789', colegio: 'U.E. Juana Azurduy', edad: 16, asistio: false, haceDias: 3 },
  { tituloEvento: 'Jornada de limpieza en el lago Titicaca', nombreCompleto: 'Marco Antonio Callisaya', ci: '5987634 LP', distrito: 'Distrito 1', celular: '72098765', colegio: 'Colegio Nacional Bolívar', edad: 22, asistio: true, haceDias: 12 },
  { tituloEvento: 'Jornada de limpieza en el lago Titicaca', nombreCompleto: 'Fernanda Aguilar Soria', ci: '9123456 CB', distrito: 'Distrito 2', celular: '79876543', colegio: 'U.E. Copacabana', edad: 15, asistio: true, haceDias: null },
  { tituloEvento: 'Feria de emprendimientos juveniles', nombreCompleto: 'Kevin Justiniano Suárez', ci: '8765432 SC', distrito: 'Distrito 6', celular: '75551234', colegio: 'U.E. Plan Tres Mil', edad: 24, asistio: false, haceDias: 18 },
  { tituloEvento: 'Feria de emprendimientos juveniles', nombreCompleto: 'Paola Zurita Montaño', ci: '6655443 CB', distrito: 'Distrito 9', celular: '70112233', colegio: 'Colegio Santa Ana', edad: 29, asistio: true, haceDias: null },
  { tituloEvento: 'Escuela de Formación Ciudadana', nombreCompleto: 'Rubén Cardozo Padilla', ci: '4433221 CH', distrito: 'Distrito 5', celular: '77889900', colegio: 'U.E. Sagrado Corazón', edad: 20, asistio: true, haceDias: 7 },
];

export const EQUIPO: { nombre: string; rol: string; descripcion: string; imagen: Portrait }[] = [
  {
    nombre: 'Valeria Mamani Choque',
    rol: 'Líder Juvenil',
    descripcion: 'Economista de El Alto. Impulsa los encuentros departamentales y la Escuela de Formación Ciudadana.',
    imagen: 'retrato-1',
  },
  {
    nombre: 'Camila Gutiérrez Flores',
    rol: 'Coordinadora de Comunicación',
    descripcion: 'Comunicadora social de Cochabamba. Cuenta nuestras historias en redes y medios de todo el país.',
    imagen: 'retrato-2',
  },
  {
    nombre: 'Diego Rojas Vargas',
    rol: 'Coordinador de Organización',
    descripcion: 'Ingeniero de Santa Cruz. Coordina a los voluntarios y la logística de cada actividad.',
    imagen: 'retrato-3',
  },
  {
    nombre: 'Luis Fernando Condori',
    rol: 'Responsable de Formación Política',
    descripcion: 'Abogado de Sucre. Prepara los talleres sobre Constitución, justicia y democracia.',
    imagen: 'retrato-4',
  },
];
