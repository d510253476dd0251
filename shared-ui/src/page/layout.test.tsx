import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Badge } from '../badge/Badge';
import { Card, CardGrid } from '../card/Card';
import { PageSection, PageTitle } from './PageSection';

describe('page layout primitives', () => {
  it('renders a labelled section with its title, description and actions', () => {
    renderWithTheme(
      <PageSection aria-labelledby="t">
        <PageTitle id="t" description="Administra y crea encuestas para conocer la opinión de la comunidad." actions={<button type="button">Crear</button>}>
          Gestión de Encuestas
        </PageTitle>
      </PageSection>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de Encuestas' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Gestión de Encuestas' })).toHaveTextContent(
      'Administra y crea encuestas para conocer la opinión de la comunidad.',
    );
    expect(screen.getByRole('button', { name: 'Crear' })).toBeInTheDocument();
  });

  it('renders cards as articles inside the grid, with badges', () => {
    renderWithTheme(
      <CardGrid data-testid="grid">
        <Card aria-label="Uno">
          <Badge tone="primary">Encuesta</Badge>
        </Card>
        <Card aria-label="Dos">
          <Badge>Miembro</Badge>
        </Card>
      </CardGrid>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByTestId('grid')).toHaveTextContent('EncuestaMiembro');
  });
});
