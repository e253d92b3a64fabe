"""The Gin Rummy table: its scene (``table``), where things go (``layout``),
how it is drawn (``paint``), its words (``words``) and the public facts it reads (``facts``)."""
