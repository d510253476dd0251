import { useSession } from '@plataforma/shared-auth';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { DocumentTitle } from './DocumentTitle';

/** The root route: the session restored once after the first render (spec-notes §4), the document title, the page. */
export function RootLayout() {
  useEffect(() => {
    void useSession.getState().restore();
  }, []);
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}
