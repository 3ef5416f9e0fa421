CREATE TABLE "menu_labels" (
	"locale" text NOT NULL,
	"item_id" integer NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "menu_labels_locale_item_id_pk" PRIMARY KEY("locale","item_id")
);
