" Les programmes de Tortue : .lgo et .lg
" Fait par « tortue --syntaxe=vim-detection » : ne pas modifier à la main.
autocmd BufNewFile,BufRead *.lgo,*.lg set filetype=tortue
