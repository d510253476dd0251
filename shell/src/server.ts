/**
 * Entry of the shell's Node bundle (server rendering), required by the API. The async boundary lets
 * the federation runtime set up the shared singletons before the render code loads them.
 */
import type { RenderedPage, RenderRequest } from '@plataforma/contracts';

export async function render(request: RenderRequest): Promise<RenderedPage> {
  const { render: renderPage } = await import('./ssr/render');
  return renderPage(request);
}
