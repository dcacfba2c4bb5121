/**
 * The api's answers for widgets, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper Widget */
export type RestWidget = Schemas['Widget'];
export type RestWidgetList = Schemas['WidgetList'];
/** @mapper WidgetLinkGroup */
export type RestWidgetLinkGroup = Schemas['WidgetLinkGroup'];
/** @mapper WidgetLink */
export type RestWidgetLink = Schemas['WidgetLink'];
/**
 * An image with the widget it belongs to, so its address can be made.
 * @mapper WidgetImage
 */
export type WidgetImageSource = Schemas['WidgetImage'] & { widget_id: number };
