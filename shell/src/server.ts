/**
 * Entry of the shell's Node bundle (server rendering), required by the API. The async boundary lets
 * the federation runtime set up the shared singletons before the render code loads them.
 */
import { PUBLIC_REMOTE, type RemoteVersionRequest, type PageRedirect, type RenderedPage, type RenderRequest } from '@plataforma/contracts';

export async function render(request: RenderRequest): Promise<RenderedPage | PageRedirect> {
  const { render: renderPage } = await import('./ssr/render');
  return renderPage(request);
}

/** The public remote's current version (checked at most once per `revalidateMs`): the API's page cache keys on it. */
export async function publicRemoteVersion(request: RemoteVersionRequest): Promise<string> {
  const { syncRemote } = await import('./ssr/remoteVersions');
  return syncRemote(PUBLIC_REMOTE, request.publicRemote, request.revalidateMs);
}
