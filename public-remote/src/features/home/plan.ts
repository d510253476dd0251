/** The seven proposals of the government plan (spec-notes §2 "Home"), fixed content. */
export interface Propuesta {
  titulo: string;
  puntos: string[];
}

export const PLAN_DE_GOBIERNO: Propuesta[] = [
  {
    titulo: 'Salvar la economía',
    puntos: [
      'Acuerdo con el Fondo Monetario Internacional (FMI) para estabilizar las cuentas del país.',
      'Reducción del déficit fiscal del 10% al 3%.',
      'Independencia del Banco Central de Bolivia.',
      'Un tipo de cambio único y flexible.',
      'Atracción de inversión nacional y extranjera con seguridad jurídica.',
    ],
  },
  {
    titulo: 'Reactivar la producción y el empleo',
    puntos: [
      'Creación de 750 mil empleos formales.',
      'Reactivación de la exploración y producción de gas.',
      'Industrialización del litio con inversión y reglas claras.',
      'Nuevos acuerdos comerciales que abran mercados a los productos bolivianos.',
      'Impulso al turismo como fuente de empleo en todas las regiones.',
    ],
  },
  {
    titulo: 'Propiedad popular',
    puntos: [
      'Acciones de las empresas públicas valoradas en 1.500 USD para cada boliviano.',
      'Acciones intransferibles al inicio, pero heredables.',
      'Asientos en los directorios de las empresas para los ciudadanos accionistas.',
    ],
  },
  {
    titulo: 'Bolivia Digital',
    puntos: [
      'Gobierno electrónico: trámites en línea, sin filas ni papeleo.',
      'Internet de calidad en las ciudades y en las comunidades rurales.',
      'Formación en habilidades digitales para jóvenes y emprendedores.',
      'Impulso a la economía digital y a las empresas de tecnología.',
    ],
  },
  {
    titulo: 'Justicia, democracia y seguridad',
    puntos: [
      'Reforma judicial para una justicia independiente, transparente y accesible.',
      'Respeto a la separación de poderes y a la voluntad popular expresada en las urnas.',
      'Lucha frontal contra la corrupción y el narcotráfico.',
      'Una policía profesional y equipada para proteger a las familias.',
    ],
  },
  {
    titulo: 'Política social centrada en las personas',
    puntos: [
      'Educación de calidad que prepare a los jóvenes para el trabajo del futuro.',
      'Salud digna y oportuna en todo el país.',
      'Apoyo focalizado a las familias más vulnerables.',
      'Igualdad de oportunidades para mujeres, jóvenes y pueblos indígenas.',
    ],
  },
  {
    titulo: 'Reinserción internacional',
    puntos: [
      'Relaciones de respeto y cooperación con todas las democracias del mundo.',
      'Recuperar la confianza de los inversores y de los organismos internacionales.',
      'Integración a los mercados regionales y globales.',
      'Defensa de los derechos de los bolivianos que viven en el exterior.',
    ],
  },
];
