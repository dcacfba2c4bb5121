// Its tables: other areas read and join them; only widgets writes them (tests/shared/table-owners.test.ts).
export { widgets, widgetLinkGroups, widgetLinks, widgetImages } from './widget.table';
export type { WidgetRow, WidgetLinkGroupRow, WidgetLinkRow, WidgetImageRow } from './widget.table';
