// The tests use jest's global `expect` (@types/jest): add jest-dom's matchers to it.
import '@testing-library/jest-dom';
