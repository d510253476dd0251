import type { PageHandle } from '@plataforma/contracts';
import { pageTitle } from '@plataforma/contracts';
import { Card, PageSection, PageTitle } from '@plataforma/shared-ui';
import styled from 'styled-components';

export const handle: PageHandle = {
  head: () => ({
    title: pageTitle('Política de privacidad'),
    description: 'Qué datos guarda la Plataforma Juvenil, para qué, cuánto tiempo, quién los ve y cómo descargarlos o borrarlos.',
  }),
};

/**
 * /privacidad: what the platform keeps, why, for how long, who sees it and how to download or
 * delete it, as the code does it (accounts, sessions, links, affiliation, media, audit log, backups).
 * The same for every visitor: no loader, kept by the shared caches like the other public pages.
 */
export function PrivacidadPage() {
  return (
    <Column>
      <PageTitle description="Qué datos guardamos, para qué, cuánto tiempo, quién los ve y cómo puedes descargarlos o borrarlos.">
        Política de privacidad
      </PageTitle>
      <Card>
        <h2>Qué guardamos y para qué</h2>
        <ul>
          <li>
            <strong>Tu cuenta:</strong> nombre, correo electrónico, ciudad, foto de perfil (opcional), rol, la fecha en que la creaste, la fecha en
            que aceptaste estos términos y la fecha en que confirmaste tu correo. Sirven para que inicies sesión, para mostrar tu nombre y foto junto a
            tus comentarios y para escribirte sobre tu cuenta.
          </li>
          <li>
            <strong>Tu contraseña</strong> no se guarda: solo un resumen irreversible (argon2id) que permite comprobarla.
          </li>
          <li>
            <strong>Tus sesiones:</strong> el dispositivo y navegador con que entraste, cuándo empezó y cuándo se usó por última vez cada sesión. Sirven
            para que veas y cierres tus sesiones desde tu perfil.
          </li>
          <li>
            <strong>Lo que haces en la plataforma:</strong> tus comentarios, los comentarios que reportaste y por qué, tus votos en las encuestas y
            tus inscripciones a actividades (con tu asistencia cuando la registra un administrador).
          </li>
          <li>
            <strong>Tu solicitud de afiliación</strong>, si la envías: carnet de identidad, fecha de nacimiento, celular, departamento y colegio o
            universidad, con tu consentimiento. El carnet, la fecha de nacimiento y el celular se guardan cifrados. Sirven solo para gestionar tu
            afiliación y emitir tu carnet digital.
          </li>
          <li>
            <strong>Las fotos</strong> que subes se convierten a un formato nuevo sin sus metadatos (por ejemplo, sin el lugar donde se tomaron).
          </li>
          <li>
            <strong>Enlaces por correo:</strong> los de confirmar tu correo y restablecer tu contraseña se guardan solo como resumen y sirven una vez.
          </li>
        </ul>
      </Card>
      <Card>
        <h2>Cuánto tiempo</h2>
        <ul>
          <li>Tu cuenta y lo que hiciste en ella, hasta que elimines tu cuenta.</li>
          <li>Cada sesión, hasta que la cierres o pasen 30 días.</li>
          <li>El enlace para confirmar tu correo vale 48 horas; el de restablecer la contraseña, 1 hora.</li>
          <li>
            El registro de lo que hacen los administradores (por ejemplo, quién aprobó una afiliación o bloqueó una cuenta) no se borra: nadie puede
            modificarlo, y así se puede revisar cada decisión.
          </li>
          <li>
            Las copias de seguridad que el equipo hace de la base de datos y las fotos conservan los datos que había al hacerlas, mientras se guarde
            cada copia.
          </li>
        </ul>
      </Card>
      <Card>
        <h2>Quién los ve</h2>
        <ul>
          <li>Todos: tu nombre y foto junto a tus comentarios, y cuántas personas se inscribieron a una actividad.</li>
          <li>
            Los administradores: tu cuenta, tus comentarios, tu solicitud de afiliación, tus inscripciones y tu asistencia. La plataforma no muestra
            a nadie, tampoco a ellos, por quién votaste: los resultados de las encuestas son solo totales.
          </li>
          <li>Quien escanea tu carnet digital: tu nombre, tu foto, tu número de afiliado y si la afiliación está vigente; nunca tu carnet de identidad, tu fecha de nacimiento ni tu celular.</li>
        </ul>
      </Card>
      <Card>
        <h2>Cómo descargarlos o borrarlos</h2>
        <ul>
          <li>
            En <a href="/perfil">Mi perfil</a>, «Descargar mis datos» te da un archivo con todo lo que guardamos sobre ti.
          </li>
          <li>
            En <a href="/perfil">Mi perfil</a>, «Eliminar mi cuenta» (con tu contraseña) borra tu cuenta, tus sesiones, tus comentarios, tus reportes y
            tus inscripciones. Tus votos siguen contando, sin ningún vínculo contigo. Una solicitud de afiliación pendiente se retira y un carnet
            aprobado se revoca; su número de afiliado no se vuelve a usar y no conserva ningún dato tuyo.
          </li>
          <li>También desde tu perfil puedes corregir tu nombre, ciudad, foto y correo, y cerrar tus sesiones.</li>
        </ul>
      </Card>
    </Column>
  );
}

export const Component = PrivacidadPage;

const Column = styled(PageSection)`
  max-width: 48rem;
  display: grid;
  gap: 1.25rem;
  h2 { margin: 0 0 0.75rem; font-size: 1.25rem; }
  ul { margin: 0; padding-left: 1.2rem; display: grid; gap: 0.5rem; line-height: 1.5; }
`;
