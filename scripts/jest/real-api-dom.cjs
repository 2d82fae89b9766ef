// Integration tests wait on real HTTP under jsdom: findBy/waitFor wait up to 10 s, each test 20 s.
const { configure } = require('@testing-library/react');
configure({ asyncUtilTimeout: 10_000 });
