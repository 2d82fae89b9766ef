// Preloaded into the integration tests' API (real-api.cjs): when the jest process that started it
// goes away without stopping it (killed, crashed), the IPC channel closes and the API stops itself
// as on SIGTERM, so no server is left running on the machine.
if (process.channel) {
  process.channel.unref();
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
