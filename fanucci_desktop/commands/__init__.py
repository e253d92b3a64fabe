"""The command-line commands, one module each (see ``fanucci_desktop.cli``)."""
