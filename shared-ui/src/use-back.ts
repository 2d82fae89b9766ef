import { useLocation, useNavigate } from 'react-router-dom';

/** Back: the previous page, or `listPath` when the page was opened directly. */
export function useBack(listPath: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => (location.key === 'default' ? navigate(listPath) : navigate(-1));
}
