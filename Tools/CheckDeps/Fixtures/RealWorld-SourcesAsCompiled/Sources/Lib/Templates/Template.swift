import Other

let unused = Other()
