import { useCallback, useEffect, useRef } from 'react';

/**
 * Temporary preview addresses (URL.createObjectURL) for chosen files. Each one is released
 * when its image is removed or replaced (`release`), after a successful save (`releaseAll`)
 * and when the wizard unmounts.
 */
export function useObjectUrls() {
  const urls = useRef(new Set<string>());
  const create = useCallback((file: File) => {
    const url = URL.createObjectURL(file);
    urls.current.add(url);
    return url;
  }, []);
  const release = useCallback((url: string | undefined) => {
    if (url && urls.current.delete(url)) URL.revokeObjectURL(url);
  }, []);
  const releaseAll = useCallback(() => {
    urls.current.forEach((url) => URL.revokeObjectURL(url));
    urls.current.clear();
  }, []);
  useEffect(() => releaseAll, [releaseAll]);
  return { create, release, releaseAll };
}

export type ObjectUrls = ReturnType<typeof useObjectUrls>;
