// Controls other features put on a deal card and the deal page (compare, favourites ...),
// composed in src/app (a feature never imports another).
import { createContext, useContext, type ReactNode } from 'react';
import type { Listing, ListingSummary } from 'shared-contracts';

export interface ListingSlots {
  /** Over a card's picture, top right (the heart); `title` is the card's "Make Model Year". */
  cardCorner?: (listing: ListingSummary, title: string) => ReactNode;
  /** Under a card's price (search, offers, home). */
  cardActions?: (listing: ListingSummary) => ReactNode;
  /** Beside the deal page's title (the heart). */
  dealTitleActions?: (listing: Listing, title: string) => ReactNode;
  /** In the deal page's price panel. */
  dealActions?: (listing: Listing) => ReactNode;
}

const ListingSlotsContext = createContext<ListingSlots>({});

export const ListingSlotsProvider = ListingSlotsContext.Provider;

export function useListingSlots(): ListingSlots {
  return useContext(ListingSlotsContext);
}
