// Named exports of the deep path are all exported by the root too.
export * from '@mui/material';
