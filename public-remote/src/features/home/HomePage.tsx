import { Suspense } from 'react';
import styled from 'styled-components';
import type { Imagen, PageHandle } from '@plataforma/contracts';
import { pageTitle } from '@plataforma/contracts';
import { media, mediaUrl } from '@plataforma/shared-ui';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { leadImage } from '../../lib/leadImage';
import { readList } from '../../lib/read';
import { Carousel, SLIDE_SIZES } from './carousel/Carousel';
import { GovernmentPlan } from './GovernmentPlan';

export const HOME_TITLE = 'Jóvenes por una Bolivia Libre';

const TAGLINE =
  'Somos la generación que se organiza, propone y trabaja para recuperar la economía, el empleo y la ' +
  'libertad de cada boliviano. Súmate a la lucha por un país libre, próspero y con oportunidades para todos.';

/** GET /api/imagenes: the carousel images. */
export const loader = ({ context }: LoaderFunctionArgs) => ({ imagenes: readList<Imagen>(context, '/imagenes') });

export const handle: PageHandle<ReturnType<typeof loader>> = {
  head: ({ imagenes }) => ({
    title: pageTitle(HOME_TITLE),
    description: TAGLINE,
    image: imagenes[0] ? mediaUrl(imagenes[0].url) : undefined,
    leadImage: leadImage(imagenes[0]?.url, SLIDE_SIZES),
  }),
};

/** The public home (spec-notes §2 "Home"): title and tagline, the image carousel, the seven proposals. */
export function HomePage() {
  const { imagenes } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero>
        <Title>{HOME_TITLE}</Title>
        <Tagline>{TAGLINE}</Tagline>
      </Hero>
      {/* Each section is a Suspense boundary: React hydrates them as separate, short tasks. */}
      <Suspense>
        <Carousel images={imagenes} />
      </Suspense>
      <Suspense>
        <GovernmentPlan />
      </Suspense>
    </>
  );
}

const Hero = styled.header`
  padding: 3rem 1rem 2.5rem;
  text-align: center;
  color: #fff;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primaryDark}, ${({ theme }) => theme.colors.primary});
  ${media.md} { padding: 4.5rem 1.5rem 4rem; }
`;

const Title = styled.h1`
  margin: 0 auto;
  max-width: 48rem;
  font-size: 2rem;
  line-height: 1.15;
  ${media.md} { font-size: 3rem; }
`;

const Tagline = styled.p`
  margin: 1rem auto 0;
  max-width: 42rem;
  font-size: 1.05rem;
  opacity: 0.95;
  ${media.md} { font-size: 1.2rem; }
`;

export const Component = HomePage;
