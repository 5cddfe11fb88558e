// The values "who is in a region" lists, read from its items' data attributes.
import { Locator, Page } from '@playwright/test';

/** The values `items` list (`who-value` items), as the CLI's JSON writes a region's `top`. */
export async function whoValues(items: Locator) {
  return items.evaluateAll((lis) =>
    lis.map((li) => ({
      field: li.getAttribute('data-field'),
      value: li.getAttribute('data-value'),
      share: Number(li.getAttribute('data-share')),
      error: Number(li.getAttribute('data-error')),
    })),
  );
}

/** The top values the drawer lists, as the CLI's JSON writes them. */
export async function shownTop(page: Page) {
  return whoValues(page.getByTestId('region-who').getByTestId('who-value'));
}
