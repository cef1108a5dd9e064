/** The .sb3 help's title, also the help button's name; apart so the button need not load the dialog. */
export const SB3_HELP_TITLE = "How to open it in Scratch";
