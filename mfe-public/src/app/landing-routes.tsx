import { Route, Routes } from 'react-router-dom';
import { DealerLanding } from '../features/marketing/components/dealer-landing';

/** The body of /landing (relative routes; the shell draws the landing header and footer). */
export function LandingRoutes() {
  return (
    <Routes>
      <Route index element={<DealerLanding />} />
      <Route path="*" element={<DealerLanding />} />
    </Routes>
  );
}
