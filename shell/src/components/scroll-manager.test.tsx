import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { ScrollManager } from './scroll-manager';

let navigate: ReturnType<typeof useNavigate>;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollManager />
      <Navigator />
    </MemoryRouter>,
  );
}

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

it('leaves the page the browser opened where the visitor scrolled it', () => {
  renderAt('/listings');
  expect(scrollTo).not.toHaveBeenCalled();
});

it('scrolls to the top on every later page, the opened one included', async () => {
  renderAt('/listings');
  await act(async () => navigate('/viewListings/1'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  scrollTo.mockClear();
  await act(async () => navigate('/listings'));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});
