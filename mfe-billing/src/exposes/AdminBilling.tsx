import { Navigate, Route, Routes } from 'react-router-dom';

/** Mounted by the shell at /admin/billing/*. */
export default function AdminBilling() {
  return (
    <Routes>
      <Route path="*" element={<Navigate to="disputes" replace />} />
    </Routes>
  );
}
